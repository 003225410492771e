/**
 * Dialogs whose open state is the address (docs/dialogs.md): `?book=<venue>` on /locations,
 * `?join=<session>`, `?reschedule=<booking>` on /bookings. Opening one adds a history entry, so
 * the browser's Back closes it as a phone's back button should; closing it takes that entry back,
 * or, for a dialog that came with the page (a reload, a shared link), drops its parameters in
 * place. Nothing else holds whether the dialog is open: whatever order effects run in, and
 * however late the dialog's code arrives, the page shows what the address says.
 */
import { useLocation, useNavigate } from 'react-router-dom';
import type { SetParams } from './useAddressParams';

/** What the entry a dialog's opening adds carries in its history state. */
const OPENED = 'openedDialog';

function openedHere(state: unknown, name: string): boolean {
  return (
    typeof state === 'object' &&
    state !== null &&
    (state as Record<string, unknown>)[OPENED] === name
  );
}

export interface DialogAddress {
  /** Adds the dialog's entry: `params` are the dialog's own, set over the page's. */
  open: (params: Record<string, string>) => void;
  /** Takes back the entry the opening added, or drops the dialog's parameters. */
  close: () => void;
}

/**
 * Opening and closing the dialog named by `name` (its main parameter); `extra` are the other
 * parameters it may carry, dropped with it.
 */
export function useDialogAddress(
  setParams: SetParams,
  name: string,
  extra: readonly string[] = [],
): DialogAddress {
  const location = useLocation();
  const navigate = useNavigate();
  const without = (current: URLSearchParams) => {
    for (const key of [name, ...extra]) current.delete(key);
    return current;
  };
  return {
    open: (params) =>
      setParams(
        (current) => {
          const next = without(current);
          for (const [key, value] of Object.entries(params)) next.set(key, value);
          return next;
        },
        { state: { [OPENED]: name } },
      ),
    close: () => {
      if (openedHere(location.state, name)) void navigate(-1);
      else setParams(without, { replace: true });
    },
  };
}
