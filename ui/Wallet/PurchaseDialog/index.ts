export {
  PURCHASE_DIALOG_COPY,
  PurchaseDialog,
  type PurchaseDialogCopy,
  type PurchaseDialogProps,
} from './PurchaseDialog';
