export {
  LOAD_FAILED_DIALOG_COPY,
  LoadFailedDialog,
  type LoadFailedDialogCopy,
  type LoadFailedDialogProps,
} from './LoadFailedDialog';
