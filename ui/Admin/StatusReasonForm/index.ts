export {
  STATUS_REASON_COPY,
  StatusReasonForm,
  type StatusReasonCopy,
  type StatusReasonFormProps,
} from './StatusReasonForm';
