/**
 * The game sessions' tab of /locations, loaded when the tab is first chosen (the page paints its
 * venues without this code): the sessions with their filters (useGameSessions: the member's
 * places, joining, leaving, the waitlist) and the join confirmation, open while the address names
 * its session (`?join=<id>`).
 */
import { lazy, Suspense } from 'react';
import type { Location } from '@domain';
import { DialogPending } from '@ui/Feedback/DialogPending';
import { OnDemandBoundary, onDemand } from '@ui/Feedback/OnceOpened';
import {
  sessionFiltersFromParams,
  withSessionFilters,
} from '@ui/Locations/SessionFilters/sessionFilterParams';
import { LOCATIONS_SCREEN_COPY } from '@ui/Screens/Locations';
import { SessionsPanel } from '@ui/Screens/Locations/SessionsPanel';
import { useJoinAddress } from './joinAddress';
import type { SetParams } from './useAddressParams';
import { useGameSessions } from './useGameSessions';

const JoinSessionDialog = lazy(
  onDemand(() =>
    import('@ui/Booking/JoinSessionDialog').then((m) => ({ default: m.JoinSessionDialog })),
  ),
);

export interface GameSessionsPanelProps {
  params: URLSearchParams;
  setParams: SetParams;
  /** The venues, for the names on the cards and the filter. */
  venues: readonly Location[];
  now: Date;
}

export default function GameSessionsPanel({
  params,
  setParams,
  venues,
  now,
}: GameSessionsPanelProps) {
  const { joinDialog, joinPending, ...sessions } = useGameSessions(
    useJoinAddress(params, setParams),
  );
  const venueNames = new Map(venues.map((venue) => [venue.id, venue.name]));
  const joiningAt = joinDialog.session?.location_id;

  return (
    <>
      <SessionsPanel
        {...sessions}
        busySessionId={sessions.busySessionId ?? null}
        filters={sessionFiltersFromParams(params)}
        onFiltersChange={(filters) => setParams((current) => withSessionFilters(current, filters))}
        venueNames={venueNames}
        now={now}
        text={LOCATIONS_SCREEN_COPY}
      />
      {/* Its boundary comes and goes with it: until its code (or, from a link, the sessions)
          has arrived, the page says it is opening. */}
      {joinDialog.session || joinPending ? (
        <OnDemandBoundary onClose={joinDialog.onClose}>
          <Suspense fallback={<DialogPending />}>
            {joinDialog.session ? (
              <JoinSessionDialog
                {...joinDialog}
                now={now}
                locationName={joiningAt === undefined ? undefined : venueNames.get(joiningAt)}
              />
            ) : (
              <DialogPending />
            )}
          </Suspense>
        </OnDemandBoundary>
      ) : null}
    </>
  );
}
