export { ProfileScreen, type ProfileFormValues, type ProfileScreenProps } from './Profile';
