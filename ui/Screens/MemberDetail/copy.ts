import {
  SCREEN_MESSAGES,
  formatDateTime,
  noShowPolicyText,
  type AuditEntry,
  type StatusChange,
} from '@domain';
import { TRY_AGAIN } from '../../copy';

export const MEMBER_DETAIL_COPY = {
  back: 'Back to the Admin Overview',
  loading: 'Loading the member…',
  loadFailed: 'The member could not be shown',
  retry: TRY_AGAIN,
  profile: 'Profile',
  id: 'ID',
  email: 'Email',
  phone: 'Phone',
  city: 'City',
  joined: 'Joined',
  lastLogin: 'Last sign-in',
  never: 'Never',
  noShows: 'No-shows',
  status: 'Status',
  history: 'Status history',
  noHistory: 'No decisions recorded yet.',
  historyEntry: (entry: AuditEntry) =>
    `${actionLabel(entry.action)} by ${entry.actor_name} (${entry.actor_email}) on ${formatDateTime(entry.created_at)}`,
  reasonLabel: 'Reason',
  suspend: 'Suspend',
  reject: 'Reject',
  approve: 'Approve',
  reactivate: 'Reactivate',
  noActions: 'Your role offers no change of this account.',
  coins: 'Adjust coins',
  available: 'Available',
  reserved: 'Reserved',
  bookings: 'Bookings',
  noBookings: 'No bookings yet.',
  markNoShow: 'Mark no-show',
  marking: 'Marking…',
  noShowPolicy: noShowPolicyText(),
  ledger: 'Coin ledger',
  noLedger: 'No coin movements yet.',
  ledgerTable: 'Coin ledger entries',
  when: 'When',
  entry: 'Entry',
  change: 'Change',
  balanceAfter: 'Balance after',
  actor: 'By',
  system: '—',
  // What the app says when staff act here and the server gives no message of its own.
  changed: {
    suspend: 'Account suspended',
    reactivate: 'Account reactivated',
    approve: 'Account approved',
    reject: 'Application rejected',
  } satisfies Record<StatusChange, string>,
  adjusted: 'Coins adjusted',
  adjustFailed: SCREEN_MESSAGES.admin.adjustCoinsFailed,
  markedNoShow: 'Marked as a no-show',
  noShowFailed: 'The booking could not be marked as a no-show',
};

export type MemberDetailCopy = typeof MEMBER_DETAIL_COPY;

const ACTION_LABELS: Record<AuditEntry['action'], string> = {
  approve: 'Approved',
  reject: 'Rejected',
  suspend: 'Suspended',
  reactivate: 'Reactivated',
  coin_adjustment: 'Coins adjusted',
  session_create: 'Session created',
  session_update: 'Session changed',
  session_delete: 'Session removed',
  closure: 'Closure',
  no_show: 'No-show',
};

/** The audit log's words for an action: 'Suspended', 'Coins adjusted'. */
export function actionLabel(action: AuditEntry['action']): string {
  return ACTION_LABELS[action];
}
