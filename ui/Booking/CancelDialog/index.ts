export {
  CANCEL_DIALOG_COPY,
  CancelDialog,
  type CancelDialogCopy,
  type CancelDialogProps,
} from './CancelDialog';
