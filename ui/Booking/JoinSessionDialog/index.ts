export {
  JOIN_SESSION_DIALOG_COPY,
  JoinSessionDialog,
  sessionTitle,
  type JoinSessionDialogCopy,
  type JoinSessionDialogProps,
} from './JoinSessionDialog';
