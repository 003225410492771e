/** /staff/audit: the admin's audit log of staff actions, filtered, paged, exported. */
import { atom, useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import { lagosToday } from '@domain';
import { toaster } from '@ui/Feedback/Toaster';
import { AUDIT_LOG_COPY, AuditLogScreen, type AuditFilters } from '@ui/Screens/AuditLog';
import { errorMessage, toRemote } from '../api/remote';
import { FIRST_AUDIT_PAGE, auditQueryAtom, downloadAuditAtom } from '../api/staff/members';
import type { AuditParams } from '../api/staff/params';
import { saveCsv } from './saveCsv';
import { useExclusive } from './useExclusive';
import { useKeptWhileLoading } from './useKeptWhileLoading';

/** The filters and page the admin has applied, kept while they visit other pages. */
const auditParamsAtom = atom<AuditParams>(FIRST_AUDIT_PAGE);

export default function StaffAuditRoute() {
  const [params, setParams] = useAtom(auditParamsAtom);
  const entries = useAtomValue(auditQueryAtom(params));
  // Another page or filter keeps the entries shown on screen until its own arrive.
  const shown = useKeptWhileLoading(entries);
  const download = useSetAtom(downloadAuditAtom);
  const [exporting, setExporting] = useState(false);

  const filters: AuditFilters = { action: params.action, from: params.from, to: params.to };

  const exportCsv = useExclusive(async () => {
    setExporting(true);
    try {
      const fileName = `pitchside-audit-${lagosToday()}.csv`;
      saveCsv(await download(params), fileName);
      toaster.create({ type: 'success', title: AUDIT_LOG_COPY.exported(fileName) });
    } catch (error) {
      toaster.create({
        type: 'error',
        title: AUDIT_LOG_COPY.exportFailed,
        description: errorMessage(error, AUDIT_LOG_COPY.exportFailed),
      });
    } finally {
      setExporting(false);
    }
  });

  return (
    <AuditLogScreen
      entries={toRemote(shown, AUDIT_LOG_COPY.loadFailed)}
      filters={filters}
      // A filter applies at once and goes back to the first page.
      onFiltersChange={(next) => setParams({ ...next, page: 1 })}
      onPageChange={(page) => setParams((current) => ({ ...current, page }))}
      onExport={exportCsv}
      exporting={exporting}
      onRetry={() => void entries.refetch()}
    />
  );
}
