/**
 * /locations/:id/day?date=YYYY-MM-DD: a venue's day at a glance (
 * docs/day-grid.md). The venue comes from its own detail, the grid from its daily schedule; a
 * free cell opens the booking dialog at that court and hour, and a booking refreshes the grid
 * (its query sits under the bookings' key, which every booking change invalidates).
 */
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import {
  SERVICE_FALLBACK_MESSAGES,
  isInsideBookingWindow,
  isIsoDate,
  lagosToday,
  type CourtSummary,
  type IsoDate,
  type WallTime,
} from '@domain';
import { VenueDayScreen, VENUE_DAY_COPY } from '@ui/Screens/VenueDay';
import { dailyScheduleQueryAtom } from '../api/bookings/flows';
import { SESSION_FILTER_PARAMS } from '@ui/Locations/SessionFilters/sessionFilterParams';
import { locationDetailQueryAtom, sessionAvailabilityQueryAtom } from '../api/locations/venues';
import { toRemote } from '../api/remote';
import { BookingDialogHost } from './BookingDialogHost';
import { useAddressParams } from './useAddressParams';
import { useBookingFlow } from './useBookingFlow';
import { useTickingNow } from './useTickingNow';

const DATE_PARAM = 'date';

/** The day asked for, if it is one of the booking window's; otherwise today. */
function shownDate(asked: string | null, now: Date): IsoDate {
  const today = lagosToday(now);
  return asked && isIsoDate(asked) && asked >= today && isInsideBookingWindow(asked, now)
    ? asked
    : today;
}

export default function VenueDayRoute() {
  const { id: rawId } = useParams();
  const id = Number(rawId);
  const locationId = Number.isInteger(id) && id > 0 ? id : null;
  const [params, setParams] = useAddressParams();
  const now = useTickingNow();
  const asked = params.get(DATE_PARAM);
  const date = shownDate(asked, now);
  const booking = useBookingFlow(params, setParams);

  // A day outside the window (an old link, a typed address) is shown as today, and says so.
  useEffect(() => {
    if (asked !== null && asked !== date) {
      setParams(
        (current) => {
          current.set(DATE_PARAM, date);
          return current;
        },
        { replace: true },
      );
    }
  }, [asked, date, setParams]);

  const day = locationId === null ? null : { locationId, date };
  const venueQuery = useAtomValue(locationDetailQueryAtom(locationId));
  const sessionsQuery = useAtomValue(sessionAvailabilityQueryAtom(day));
  const scheduleQuery = useAtomValue(dailyScheduleQueryAtom(day));
  const venue =
    locationId === null
      ? ({ status: 'error', message: VENUE_DAY_COPY.notFound } as const)
      : toRemote(venueQuery, SERVICE_FALLBACK_MESSAGES.locations.fetchLocationDetails);

  const pick = (court: CourtSummary, startTime: WallTime) => {
    if (!venueQuery.data) return;
    booking.open(venueQuery.data, { date, courtId: court.id, startTime });
  };

  return (
    <>
      <VenueDayScreen
        venue={venue}
        schedule={toRemote(scheduleQuery, VENUE_DAY_COPY.dayFailed)}
        date={date}
        now={now}
        onDateChange={(next) =>
          setParams((current) => {
            current.set(DATE_PARAM, next);
            return current;
          })
        }
        onPick={pick}
        sessions={toRemote(sessionsQuery, '')}
        sessionsPath={`/locations?${new URLSearchParams({
          view: 'sessions',
          [SESSION_FILTER_PARAMS.day]: date,
          [SESSION_FILTER_PARAMS.venue]: String(locationId ?? ''),
        }).toString()}`}
        onRetryVenue={() => void venueQuery.refetch()}
        onRetryDay={() => void scheduleQuery.refetch()}
      />
      <BookingDialogHost
        flow={booking}
        venue={
          booking.opened?.venueId === locationId
            ? venueQuery.isPending
              ? undefined
              : (venueQuery.data ?? null)
            : null
        }
        now={now}
      />
    </>
  );
}
