export { formDataToJSONNotInThisBuild as default } from './noAxiosExtras';
