export { NO_OPTION_CHECKS as default } from './noAxiosExtras';
