/**
 * The court steps the booking dialog walks through, shared by a new booking
 * (BookingFlowDialog.tsx) and the move of a court booking (useRescheduleFlow.ts): date (the next 7
 * days, Lagos) → court → duration and start time → the range the server prices. The choices are
 * the flow's own state; the query of each step follows them, asking the server once the choices
 * before it are made.
 */
import { useAtomValue } from 'jotai';
import { SERVICE_FALLBACK_MESSAGES, formatTime, type IsoDate, type WallTime } from '@domain';
import type { BookingDialogScreenProps } from '@ui/Screens/BookingDialog';
import { endTime } from '@ui/Screens/BookingDialog/endTime';
import { availableSlotsQueryAtom } from '../api/bookings/flows';
import type { BookingRange, SlotsRequest } from '../api/bookings/params';
import { venueCourtsQueryAtom } from '../api/locations/venues';
import { toRemote } from '../api/remote';

/** The member's choices of the court steps. */
export interface CourtDraft {
  date: IsoDate | null;
  courtId: number | null;
  durationHours: number;
  startTime: WallTime | null;
}

export const EMPTY_COURT_DRAFT: CourtDraft = {
  date: null,
  courtId: null,
  durationHours: 1,
  startTime: null,
};

/** The free start times to ask for at `locationId` (null: none, not a court at a venue). */
export function slotsRequestOf(locationId: number | null, draft: CourtDraft): SlotsRequest | null {
  const { date, courtId, durationHours } = draft;
  if (locationId === null || !date || courtId === null) return null;
  return { locationId, date, courtId, durationHours };
}

/** The range the member has chosen, exactly as the booking (or the move) will ask for it. */
export function rangeOf(locationId: number | null, draft: CourtDraft): BookingRange | null {
  const request = slotsRequestOf(locationId, draft);
  if (!request || !draft.startTime) return null;
  return {
    location_id: request.locationId,
    court_id: request.courtId,
    date: request.date,
    start_time: formatTime(draft.startTime),
    end_time: endTime(draft.startTime, request.durationHours),
  };
}

/** The court steps' part of the booking dialog's props. */
export type CourtStepProps = Pick<
  BookingDialogScreenProps,
  | 'courts'
  | 'date'
  | 'courtId'
  | 'startTime'
  | 'durationHours'
  | 'slots'
  | 'onDateChange'
  | 'onCourtChange'
  | 'onDurationChange'
  | 'onSlotChange'
>;

/**
 * The court steps at `locationId` (null: no venue's courts to show): what is chosen, what the
 * server offers for it, and the changes, each handed to `choose`. A new day, court or length
 * clears the start time, which was free for the old ones only.
 */
export function useCourtSteps(
  locationId: number | null,
  draft: CourtDraft,
  choose: (change: Partial<CourtDraft>) => void,
): CourtStepProps {
  const courts = useAtomValue(venueCourtsQueryAtom(locationId));
  const slotsRequest = slotsRequestOf(locationId, draft);
  const slots = useAtomValue(availableSlotsQueryAtom(slotsRequest));
  return {
    courts: toRemote(courts, SERVICE_FALLBACK_MESSAGES.locations.fetchCourts),
    date: draft.date,
    courtId: draft.courtId,
    startTime: draft.startTime,
    durationHours: draft.durationHours,
    slots: slotsRequest
      ? toRemote(slots, SERVICE_FALLBACK_MESSAGES.bookings.fetchAvailableSlots)
      : null,
    onDateChange: (date) => choose({ date, startTime: null }),
    onCourtChange: (court) => choose({ courtId: court.id, startTime: null }),
    onDurationChange: (durationHours) => choose({ durationHours, startTime: null }),
    onSlotChange: (slot) => choose({ startTime: formatTime(slot.start_time) }),
  };
}
