import { useAtomValue } from 'jotai';
import { lazy, Suspense, useEffect, useState } from 'react';
import { FACILITY_FILTERS, SCREEN_MESSAGES, type FacilityFilter, type Location } from '@domain';
import { DialogPending } from '@ui/Feedback/DialogPending';
import { failure, loading, type Remote } from '@ui/remote';
import {
  sessionFiltersFromParams,
  withSessionFilters,
  type SessionFilterValues,
} from '@ui/Locations/SessionFilters/sessionFilterParams';
import { LocationsScreen, type LocationsView } from '@ui/Screens/Locations';
import { locationsQueryAtom } from '../api/locations';
import { toRemote } from '../api/remote';
import { useAddressParams } from './useAddressParams';
import { useBookingFlow } from './useBookingFlow';
import type { GameSessions } from './useGameSessions';
import { useOffered } from './useOffered';
import { useNearMe } from './useNearMe';

import { useTickingNow } from './useTickingNow';

// The dialogs load when first opened: the locations paint without their code.
// The booking dialog comes with its flow (the queries of each step, the booking itself).
const BookingFlowDialog = lazy(() => import('./BookingFlowDialog'));
const JoinSessionDialog = lazy(() =>
  import('@ui/Booking/JoinSessionDialog').then((m) => ({ default: m.JoinSessionDialog })),
);

// The game sessions load when first wanted (the sessions view, a shared session's link).
const GameSessionsSource = lazy(() => import('./GameSessionsSource'));

/** What the page shows of the sessions until their code and their answer have arrived. */
const NO_SESSIONS: GameSessions = {
  sessions: loading,
  joinedSessionIds: [],
  busySessionId: null,
  onJoinSession: () => {},
  onLeaveSession: () => {},
  joinDialog: {
    session: null,
    balance: null,
    onConfirm: () => {},
    onClose: () => {},
    busy: false,
    error: null,
  },
};

// A shared link's opener loads only when the address names a session.
const SharedSessionOpener = lazy(() => import('./useSharedSession'));

/**
 * The demo venues shown when the locations cannot be loaded (SPEC §2): fetched only then, so a
 * page that loads its venues never downloads them. Until they arrive the list stays loading; if
 * they cannot be fetched either, the error is shown alone with its retry.
 */
function useDemoLocations(needed: boolean): readonly Location[] | undefined {
  const [demo, setDemo] = useState<readonly Location[]>();
  useEffect(() => {
    if (!needed || demo !== undefined) return undefined;
    let current = true;
    void import('../content/demoLocations').then(
      ({ DEMO_LOCATIONS }) => {
        if (current) setDemo(DEMO_LOCATIONS);
      },
      () => {
        if (current) setDemo([]);
      },
    );
    return () => {
      current = false;
    };
  }, [needed, demo]);
  return demo;
}

const VIEW_PARAM = 'view';
const SEARCH_PARAM = 'q';
const FACILITY_PARAM = 'facility';

export default function LocationsRoute() {
  // A server that cannot read a session by its id opens no shared link (the list still shows).
  const sessionLinks = useOffered('session_links');
  const locationsQuery = useAtomValue(locationsQueryAtom);
  const [params, setParams] = useAddressParams();
  // The tab, the search and the filters live in the address: a reload or a shared link shows the
  // same list, and Back undoes a filter. Typing replaces its entry rather than adding one a letter.
  const view: LocationsView = params.get(VIEW_PARAM) === 'sessions' ? 'sessions' : 'locations';
  const search = params.get(SEARCH_PARAM) ?? '';
  const facility: FacilityFilter =
    FACILITY_FILTERS.find((value) => value === params.get(FACILITY_PARAM)) ?? 'all';
  const sessionFilters = sessionFiltersFromParams(params);
  const setParam = (name: string, value: string, empty: string, replace = false) =>
    setParams(
      (current) => {
        if (value === empty) current.delete(name);
        else current.set(name, value);
        return current;
      },
      { replace },
    );
  // Once wanted, the sessions stay: switching back to the venues keeps their state.
  const [sessionsWanted, setSessionsWanted] = useState(false);
  if (!sessionsWanted && (view === 'sessions' || params.has('session'))) setSessionsWanted(true);
  const [gameSessions, setGameSessions] = useState<GameSessions>();
  const { joinDialog, ...sessions } = gameSessions ?? NO_SESSIONS;
  const booking = useBookingFlow();
  const now = useTickingNow();
  const near = useNearMe(params, setParams, locationsQuery.data ?? []);

  const demoLocations = useDemoLocations(locationsQuery.status === 'error');

  // SPEC §8: a failed load says 'Failed to load locations' above the demo data (decisions §13).
  const locations: Remote<Location[]> =
    locationsQuery.status !== 'error'
      ? toRemote(locationsQuery, SCREEN_MESSAGES.locations.loadFailed)
      : demoLocations === undefined
        ? loading
        : failure(SCREEN_MESSAGES.locations.loadFailed);

  return (
    <>
      <LocationsScreen
        locations={locations}
        demoLocations={demoLocations}
        search={search}
        facility={facility}
        onSearchChange={(value) => setParam(SEARCH_PARAM, value, '', true)}
        onFacilityChange={(value) => setParam(FACILITY_PARAM, value, 'all')}
        view={view}
        onViewChange={(value) => setParam(VIEW_PARAM, value, 'locations')}
        sessionFilters={sessionFilters}
        onSessionFiltersChange={(filters: SessionFilterValues) =>
          setParams((current) => withSessionFilters(current, filters))
        }
        onBookNow={booking.open}
        onRetry={() => void locationsQuery.refetch()}
        near={near}
        now={now}
        {...sessions}
      />
      {/* Each dialog is mounted only while it is open: closed by something other than its own
          buttons (Back, a join's answer refreshing the page), a dialog still animating out was
          seen to leave its backdrop over the page. */}
      {sessionsWanted ? (
        <Suspense fallback={null}>
          <GameSessionsSource onChange={setGameSessions} />
        </Suspense>
      ) : null}
      <Suspense fallback={null}>
        {/* /locations?session=ID, a shared link: opens that session, or says why it cannot, once
            the member's places in sessions are known. */}
        {params.has('session') && gameSessions && sessionLinks ? (
          <SharedSessionOpener
            params={params}
            setParams={setParams}
            joinedSessionIds={sessions.joinedSessionIds}
            onJoinSession={sessions.onJoinSession}
            now={now}
          />
        ) : null}
      </Suspense>
      {/* A dialog's first opening waits for its code; the page says so if that takes a moment. */}
      <Suspense fallback={<DialogPending />}>
        {booking.location ? <BookingFlowDialog now={now} onClose={booking.close} /> : null}
        {joinDialog.session ? (
          <JoinSessionDialog
            {...joinDialog}
            now={now}
            locationName={
              locationsQuery.data?.find(({ id }) => id === joinDialog.session?.location_id)?.name
            }
          />
        ) : null}
      </Suspense>
    </>
  );
}
