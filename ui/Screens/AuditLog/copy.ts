/** Every word of /staff/audit but the actions' names (MemberDetail's actionLabel). */
import type { AuditEntry } from '@domain';
import { EXPORT_BUTTONS_COPY } from '../../Admin/ExportButtons';
import { TRY_AGAIN } from '../../copy';
import { AUDIT_LOG } from '../../Shell/navigation';

export const AUDIT_LOG_COPY = {
  title: AUDIT_LOG,
  intro: 'Every staff action the server recorded: who, when, on what, and why.',
  filters: 'Filter the audit log',
  action: 'Action',
  allActions: 'All actions',
  from: 'From',
  to: 'To',
  export: 'Export CSV',
  exporting: 'Exporting…',
  loading: 'Loading the audit log…',
  retry: TRY_AGAIN,
  empty: 'No staff actions match',
  emptyDescription: 'Try another action or dates.',
  entries: 'Audit entries',
  by: (entry: AuditEntry) => `by ${entry.actor_name} (${entry.actor_email})`,
  reason: 'Reason',
  details: 'Details',
  pagination: 'Audit log pages',
  // What the app says when the log fails to load or a download ends.
  loadFailed: 'Failed to load the audit log',
  exported: EXPORT_BUTTONS_COPY.exported,
  exportFailed: EXPORT_BUTTONS_COPY.exportFailed,
};

export type AuditLogCopy = typeof AUDIT_LOG_COPY;
