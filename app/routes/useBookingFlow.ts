/**
 * Opening and closing the booking dialog of /locations and a venue's day. The dialog is open while
 * the address names its venue, `?book=<location id>`, with `&court=<court id>&at=<date>T<hh:mm>`
 * when a free hour of the day grid opened it (dialogAddress.ts): Back closes it, and a reload or a
 * shared link opens it again. The flow itself (the member's choices, the queries of each step,
 * the booking) is in `BookingFlowDialog`, which the page loads when the dialog first opens.
 */
import { isIsoDate, isWallTime, type IsoDate, type Location, type WallTime } from '@domain';
import { useDialogAddress } from './dialogAddress';
import type { SetParams } from './useAddressParams';

export const BOOK_PARAM = 'book';
const COURT_PARAM = 'court';
const AT_PARAM = 'at';

/** Where the dialog opens already chosen: a free hour picked on a venue's day grid. */
export interface BookingStart {
  date: IsoDate;
  courtId: number;
  startTime: WallTime;
}

/** What the address says of the booking dialog: the venue it is open on, and where it starts. */
export interface BookingAddress {
  venueId: number;
  start: BookingStart | null;
}

const positiveId = (value: string | null): number | null => {
  const id = Number(value ?? '');
  return Number.isInteger(id) && id > 0 ? id : null;
};

/** The booking dialog the address names, or null; a start that is not a real one is ignored. */
export function bookingFromParams(params: URLSearchParams): BookingAddress | null {
  const venueId = positiveId(params.get(BOOK_PARAM));
  if (venueId === null) return null;
  const courtId = positiveId(params.get(COURT_PARAM));
  const [date = '', startTime = ''] = (params.get(AT_PARAM) ?? '').split('T');
  const start =
    courtId !== null && isIsoDate(date) && isWallTime(startTime)
      ? { date, courtId, startTime }
      : null;
  return { venueId, start };
}

export interface BookingFlow {
  /** Book Now: opens the dialog on this location, at a court and hour when `at` names them. */
  open: (location: Location, at?: BookingStart) => void;
  /** The dialog the address names; null while it is closed. */
  opened: BookingAddress | null;
  /** Closes the dialog, taking back the history entry its opening added. */
  close: () => void;
}

/** The booking dialog of the page whose address is `params` (written through `setParams`). */
export function useBookingFlow(params: URLSearchParams, setParams: SetParams): BookingFlow {
  const address = useDialogAddress(setParams, BOOK_PARAM, [COURT_PARAM, AT_PARAM]);
  return {
    opened: bookingFromParams(params),
    open: (venue, at) =>
      address.open({
        [BOOK_PARAM]: String(venue.id),
        ...(at
          ? { [COURT_PARAM]: String(at.courtId), [AT_PARAM]: `${at.date}T${at.startTime}` }
          : {}),
      }),
    close: address.close,
  };
}
