export { NO_STATUS_NAMES as default } from './noAxiosExtras';
