export {
  ChangePasswordDialog,
  PASSWORD_REQUIREMENTS_NOTE,
  type ChangePasswordDialogProps,
} from './ChangePasswordDialog';
