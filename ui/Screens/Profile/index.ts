export { ProfileScreen, type ProfileFormValues, type ProfileScreenProps } from './Profile';
export { PROFILE_COPY, type ProfileCopy } from './copy';
