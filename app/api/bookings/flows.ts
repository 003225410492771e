/**
 * Bookings (SPEC §7): making and moving bookings, game sessions, the day grid and the calendar
 * feed. The member's own list, detail and cancel are in mine.ts, their counts in stats.ts.
 */
import { atomWithMutation, atomWithQuery, queryClientAtom, type QueryKey } from '../sessionCache';
import type { GameSession, components } from '@domain';
import { sessionAtom } from '../../state/session';
import { ApiError } from '../answer';
import { offers } from '../capabilities';
import { getApi } from '../context';
import { atomFamilyOf } from '../family';
import { refuseWhileOffline } from '../offline';
import { ALREADY_DONE, afterBooking, invalidateAll, refusedWith, type ActionOutcome } from './mine';
import { bookingKeys, locationKeys } from '../queryKeys';
import type { BookingRange, RescheduleTarget, ScheduleDay, SlotsRequest } from './params';

export type BookingRequest = components['schemas']['BookingCreateRequest'];

// What a disabled query's key is built from; a disabled query never sends it.
const NO_SLOTS_REQUEST: SlotsRequest = { locationId: 0, date: '', courtId: 0, durationHours: 0 };
const NO_RANGE: BookingRange = {
  location_id: 0,
  court_id: 0,
  date: '',
  start_time: '',
  end_time: '',
};

/** A range's fields in a fixed order: what tells two ranges apart in a family. */
const rangeFields = (range: BookingRange) =>
  [range.location_id, range.court_id, range.date, range.start_time, range.end_time] as const;

/**
 * The free start times of one court; idle while no request is named. Availability changes under
 * the member's feet, so it is never taken from the cache without asking again.
 */
export const availableSlotsQueryAtom = atomFamilyOf(
  (asked: SlotsRequest | null) =>
    atomWithQuery((get) => {
      const { locationId, date, courtId, durationHours } = asked ?? NO_SLOTS_REQUEST;
      return {
        queryKey: bookingKeys.slotsFor(asked ?? NO_SLOTS_REQUEST),
        queryFn: async () =>
          (
            await getApi(get).call('get', '/bookings/available-slots/', {
              query: {
                location_id: locationId,
                date,
                court_id: courtId,
                duration_hours: durationHours,
              },
            })
          ).data,
        staleTime: 0,
        enabled: asked !== null,
      };
    }),
  (asked) =>
    asked && JSON.stringify([asked.locationId, asked.date, asked.courtId, asked.durationHours]),
);

/** Tells two days apart: one venue's date (null: no day asked). */
const dayKey = (day: ScheduleDay | null) => day && `${day.locationId}/${day.date}`;

/**
 * Who occupies each court of a venue on a day (the day grid); idle while `day` is null. Like the
 * free slots, asked again whenever it is shown: other members book meanwhile.
 */
export const dailyScheduleQueryAtom = atomFamilyOf(
  (day: ScheduleDay | null) =>
    atomWithQuery((get) => {
      const { locationId, date } = day ?? { locationId: 0, date: '' };
      return {
        queryKey: bookingKeys.daySchedule({ locationId, date }),
        queryFn: async () =>
          (
            await getApi(get).call('get', '/bookings/daily-schedule/{id}/', {
              path: { id: locationId },
              query: { date },
            })
          ).data,
        staleTime: 0,
        enabled: get(sessionAtom).isApproved && day !== null,
      };
    }),
  dayKey,
);

/** The server's quote for a court time range (the price the dialog shows and charges). */
export const quoteQueryAtom = atomFamilyOf(
  (asked: BookingRange | null) =>
    atomWithQuery((get) => {
      const body = asked ?? NO_RANGE;
      return {
        queryKey: bookingKeys.quote(body),
        queryFn: async () =>
          (await getApi(get).call('post', '/bookings/check-availability/', { body })).data,
        staleTime: 0,
        enabled: asked !== null,
      };
    }),
  (asked) => asked && JSON.stringify(rangeFields(asked)),
);

/**
 * The server's price of moving a booking (the difference to pay or get back); idle while no
 * move is named. Asked afresh each time, like the quote of a new booking.
 */
export const rescheduleQuoteQueryAtom = atomFamilyOf(
  (asked: RescheduleTarget | null) =>
    atomWithQuery((get) => {
      const { bookingId, body } = asked ?? { bookingId: 0, body: {} };
      return {
        queryKey: bookingKeys.rescheduleQuote(asked ?? { bookingId, body }),
        queryFn: async () =>
          (
            await getApi(get).call('post', '/bookings/bookings/{id}/reschedule-quote/', {
              path: { id: bookingId },
              body,
            })
          ).data,
        staleTime: 0,
        enabled: asked !== null,
      };
    }),
  (asked) =>
    asked &&
    JSON.stringify([
      asked.bookingId,
      asked.body.new_session_id,
      asked.body.location_id,
      asked.body.court_id,
      asked.body.date,
      asked.body.start_time,
      asked.body.end_time,
    ]),
);

/** A join or leave also changes the places left in the session lists. */
const afterSessionChange = (): QueryKey[] => [...afterBooking(), locationKeys.sessions];

export interface CreateBookingVariables {
  request: BookingRequest;
  /** One per user action; a retry of the same action sends the same key (decisions §14). */
  idempotencyKey: string;
}

export const createBookingMutationAtom = atomWithMutation((get) => {
  const api = getApi(get);
  const queryClient = get(queryClientAtom);
  return {
    mutationFn: async ({ request, idempotencyKey }: CreateBookingVariables) => {
      refuseWhileOffline();
      return (
        await api.call('post', '/bookings/bookings/', {
          body: request,
          headers: { 'Idempotency-Key': idempotencyKey },
        })
      ).data;
    },
    onSuccess: () => invalidateAll(queryClient, afterBooking()),
    // 409: the time was taken meanwhile; the slots and the quote show it once asked again.
    onError: (error: unknown) =>
      error instanceof ApiError && error.status === 409
        ? invalidateAll(queryClient, [bookingKeys.slots, bookingKeys.quotes])
        : undefined,
  };
});

export interface RescheduleBookingVariables {
  target: RescheduleTarget;
  /** One per user action; a retry of the same action sends the same key (decisions §14). */
  idempotencyKey: string;
}

export const rescheduleBookingMutationAtom = atomWithMutation((get) => {
  const api = getApi(get);
  const queryClient = get(queryClientAtom);
  return {
    mutationFn: async ({ target, idempotencyKey }: RescheduleBookingVariables) => {
      refuseWhileOffline();
      return (
        await api.call('post', '/bookings/bookings/{id}/reschedule/', {
          path: { id: target.bookingId },
          body: target.body,
          headers: { 'Idempotency-Key': idempotencyKey },
        })
      ).data;
    },
    // A session place moved also changes the places left in the session lists.
    onSuccess: () => invalidateAll(queryClient, afterSessionChange()),
    onError: (error: unknown) =>
      error instanceof ApiError && error.status === 409
        ? invalidateAll(queryClient, [bookingKeys.slots, bookingKeys.quotes])
        : undefined,
  };
});

export const joinSessionMutationAtom = atomWithMutation((get) => {
  const api = getApi(get);
  const queryClient = get(queryClientAtom);
  return {
    mutationFn: async (session: GameSession): Promise<ActionOutcome> => {
      refuseWhileOffline();
      try {
        const { message } = await api.call('post', '/bookings/sessions/{id}/join/', {
          path: { id: session.id },
          repeatable: true,
        });
        return { message };
      } catch (error) {
        if (refusedWith(error, 'already_joined')) return ALREADY_DONE;
        throw error;
      }
    },
    onSuccess: () => invalidateAll(queryClient, afterSessionChange()),
  };
});

export const leaveSessionMutationAtom = atomWithMutation((get) => {
  const api = getApi(get);
  const queryClient = get(queryClientAtom);
  return {
    mutationFn: async (session: GameSession): Promise<ActionOutcome> => {
      refuseWhileOffline();
      try {
        const { message } = await api.call('post', '/bookings/sessions/{id}/leave/', {
          path: { id: session.id },
          repeatable: true,
        });
        return { message };
      } catch (error) {
        if (refusedWith(error, 'not_joined')) return ALREADY_DONE;
        throw error;
      }
    },
    onSuccess: () => invalidateAll(queryClient, afterSessionChange()),
  };
});

// ---------------------------------------------------------------------------------------------
// Calendars.

export type CalendarFeed = components['schemas']['CalendarFeed'];

/** The address of the member's personal calendar feed (made on the first ask). */
export const calendarFeedQueryAtom = atomWithQuery((get) => ({
  queryKey: bookingKeys.calendarFeed,
  queryFn: async () => (await getApi(get).call('get', '/bookings/calendar-feed/')).data,
  enabled: get(sessionAtom).isApproved && offers(get, 'calendar'),
}));

/** Replaces the feed's secret address: the old one stops working at once. */
export const resetCalendarFeedMutationAtom = atomWithMutation((get) => {
  const api = getApi(get);
  const queryClient = get(queryClientAtom);
  return {
    mutationFn: async () => {
      const { data, message } = await api.call('post', '/bookings/calendar-feed/reset/');
      return { feed: data, message };
    },
    onSuccess: ({ feed }: { feed: CalendarFeed; message: string | undefined }) =>
      queryClient.setQueryData(bookingKeys.calendarFeed, feed),
  };
});
