export {
  AppLink,
  LinkProvider,
  RouterLink,
  type AppLinkProps,
  type LinkProviderProps,
  type RouterLinkComponent,
  type RouterLinkProps,
} from './AppLink';
