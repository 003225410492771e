/**
 * /staff/sessions: a venue's game sessions and court closures of one day, for staff and admins.
 * The venue and day live in the address (`?venue=2&date=2026-01-20`), so a reload keeps them.
 */
import { useAtomValue, useSetAtom } from 'jotai';
import { SERVICE_FALLBACK_MESSAGES, isIsoDate, lagosToday, type GameSession } from '@domain';
import {
  STAFF_SESSIONS_COPY,
  StaffSessionsScreen,
  type SessionFormResult,
} from '@ui/Screens/StaffSessions';
import { isNotOffered } from '../api/capabilities';
import { ApiError } from '../api/answer';
import { locationsQueryAtom, venueCourtsQueryAtom } from '../api/locations/venues';
import { errorMessage, toRemote } from '../api/remote';
import {
  closureOverlapsAtom,
  closuresQueryAtom,
  createClosureMutationAtom,
  createSessionMutationAtom,
  reopenCourtMutationAtom,
  staffSessionsQueryAtom,
  updateSessionMutationAtom,
} from '../api/locations/staffSchedule';
import { useAddressParams } from './useAddressParams';
import { useOffered } from './useOffered';

/** The server's message and the field messages under it (what clashes, which rule), as one text. */
function refusal(error: unknown): string {
  const message = errorMessage(error, STAFF_SESSIONS_COPY.refused);
  if (!(error instanceof ApiError)) return message;
  const details = Object.values(error.fieldErrors).flat();
  return [message, ...details].join(' ');
}

async function attempt(action: () => Promise<unknown>): Promise<string | null> {
  try {
    await action();
    return null;
  } catch (error) {
    return refusal(error);
  }
}

/** Only the fields that changed: a PATCH that moves nothing checks no court time. */
function changesOf(session: GameSession, values: SessionFormResult) {
  return {
    ...(values.court_id !== session.court.id ? { court_id: values.court_id } : {}),
    ...(values.session_date !== session.session_date ? { session_date: values.session_date } : {}),
    ...(values.start_time !== session.start_time ? { start_time: values.start_time } : {}),
    ...(values.end_time !== session.end_time ? { end_time: values.end_time } : {}),
    ...(values.max_players !== session.max_players ? { max_players: values.max_players } : {}),
    ...(values.coin_cost !== session.coin_cost ? { coin_cost: values.coin_cost } : {}),
    ...(values.title !== session.title ? { title: values.title } : {}),
  };
}

export default function StaffSessionsRoute() {
  // The page's own copy of the address: a venue chosen and a day typed straight after it must not
  // start from the router's stale address and drop the venue (useAddressParams).
  const [searchParams, setSearchParams] = useAddressParams();
  const locations = useAtomValue(locationsQueryAtom);
  const venues = locations.data;
  const asked = Number(searchParams.get('venue'));
  const askedDate = searchParams.get('date') ?? '';
  const chosenId = venues?.some((venue) => venue.id === asked) ? asked : (venues?.[0]?.id ?? null);
  const chosenDate = isIsoDate(askedDate) ? askedDate : lagosToday();
  const day = { locationId: chosenId, date: chosenDate };

  const courts = useAtomValue(venueCourtsQueryAtom(chosenId));
  const sessions = useAtomValue(staffSessionsQueryAtom(day));
  const closures = useAtomValue(closuresQueryAtom(day));
  // A server without closures (or whose closures call is missing) shows the sessions alone.
  const closuresOffered = useOffered('closures') && !isNotOffered(closures.error);
  const createSession = useAtomValue(createSessionMutationAtom);
  const updateSession = useAtomValue(updateSessionMutationAtom);
  const createClosure = useAtomValue(createClosureMutationAtom);
  const reopenCourt = useAtomValue(reopenCourtMutationAtom);
  const checkOverlaps = useSetAtom(closureOverlapsAtom);

  const show = (venue: number | null, day: string) =>
    setSearchParams(
      () => new URLSearchParams({ ...(venue === null ? {} : { venue: String(venue) }), date: day }),
      { replace: true },
    );

  const location = venues?.find((venue) => venue.id === chosenId);

  return (
    <StaffSessionsScreen
      locations={toRemote(locations, SERVICE_FALLBACK_MESSAGES.locations.fetchLocations)}
      locationId={chosenId}
      onLocationChange={(id) => show(id, chosenDate)}
      date={chosenDate}
      onDateChange={(day) => show(chosenId, day)}
      courts={toRemote(courts, SERVICE_FALLBACK_MESSAGES.locations.fetchCourts)}
      sessions={toRemote(sessions, SERVICE_FALLBACK_MESSAGES.locations.fetchSessions)}
      closures={closuresOffered ? toRemote(closures, STAFF_SESSIONS_COPY.closuresLoadFailed) : null}
      onRetry={() => {
        void locations.refetch();
        void courts.refetch();
        void sessions.refetch();
        if (closuresOffered) void closures.refetch();
      }}
      onCreateSession={(values) =>
        attempt(() =>
          createSession.mutateAsync({
            location_id: location?.id ?? 0,
            court_id: values.court_id,
            session_date: values.session_date,
            start_time: values.start_time,
            end_time: values.end_time,
            max_players: values.max_players,
            coin_cost: values.coin_cost,
            title: values.title,
          }),
        )
      }
      onUpdateSession={(session, values) =>
        attempt(() =>
          updateSession.mutateAsync({ id: session.id, changes: changesOf(session, values) }),
        )
      }
      onCancelSession={(session) =>
        attempt(() =>
          updateSession.mutateAsync({ id: session.id, changes: { status: 'cancelled' } }),
        )
      }
      onCheckClosure={async (range) => {
        try {
          return await checkOverlaps(range);
        } catch (error) {
          return refusal(error);
        }
      }}
      onCreateClosure={(closure) =>
        attempt(() => createClosure.mutateAsync({ location_id: location?.id ?? 0, ...closure }))
      }
      onReopenCourt={(closure) => attempt(() => reopenCourt.mutateAsync(closure.id))}
    />
  );
}
