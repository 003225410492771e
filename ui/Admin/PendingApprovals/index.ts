export {
  PENDING_APPROVALS_COPY,
  PendingApprovals,
  type AdminNotice,
  type ApprovalAction,
  type PendingApprovalsCopy,
  type PendingApprovalsProps,
} from './PendingApprovals';
