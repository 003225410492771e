import { Button, Stack, Text } from '@chakra-ui/react';
import type { GameSession } from '@domain';
import { EmptyState } from '../../Feedback/EmptyState';
import { ErrorState } from '../../Feedback/ErrorState';
import { PageSpinner } from '../../Feedback/PageSpinner';
import { SessionDayList, type SessionWaitlist } from '../../Locations/SessionDayList';
import { SessionFilters } from '../../Locations/SessionFilters/SessionFilters';
import {
  NO_SESSION_FILTERS,
  filterSessions,
  hasSessionFilters,
  type SessionFilterValues,
} from '../../Locations/SessionFilters/sessionFilters';
import type { Remote } from '../../remote';
import type { LocationsScreenCopy } from './copy';

export interface SessionsPanelProps {
  sessions: Remote<GameSession[]>;
  filters: SessionFilterValues | undefined;
  onFiltersChange: (filters: SessionFilterValues) => void;
  venueNames: ReadonlyMap<number, string>;
  joinedSessionIds: readonly number[];
  busySessionId: number | null;
  now: Date;
  onJoinSession: (session: GameSession) => void;
  onLeaveSession: (session: GameSession) => void;
  sessionWaitlist: SessionWaitlist | undefined;
  text: LocationsScreenCopy;
}

/** The game sessions' tab of /locations: its filters, the count, and the sessions by day. */
export function SessionsPanel({
  sessions,
  filters = NO_SESSION_FILTERS,
  onFiltersChange,
  venueNames: namesById,
  joinedSessionIds,
  busySessionId,
  now,
  onJoinSession,
  onLeaveSession,
  sessionWaitlist,
  text,
}: SessionsPanelProps) {
  const allSessions = sessions.status === 'success' ? sessions.data : [];
  const shownSessions = filterSessions(allSessions, filters);
  return (
    <Stack gap="4">
      {sessions.status === 'loading' ? (
        <PageSpinner label={text.loadingSessions} showLabel minH="16rem" />
      ) : sessions.status === 'error' ? (
        <ErrorState title={sessions.message} headingLevel="h2" />
      ) : sessions.data.length === 0 ? (
        <EmptyState title={text.noSessionsTitle} description={text.noSessions} />
      ) : (
        <>
          <SessionFilters
            value={filters}
            onChange={onFiltersChange}
            sessions={allSessions}
            venueNames={namesById}
          />
          <Text role="status" color="fg.muted" fontSize="sm">
            {text.sessionCount(shownSessions.length, allSessions.length)}
          </Text>
          {shownSessions.length > 0 ? (
            <SessionDayList
              sessions={shownSessions}
              joinedSessionIds={joinedSessionIds}
              busySessionId={busySessionId}
              now={now}
              venueNames={namesById}
              onJoin={onJoinSession}
              onLeave={onLeaveSession}
              waitlist={sessionWaitlist}
            />
          ) : (
            <EmptyState
              title={text.noMatchingSessionsTitle}
              description={text.noMatchingSessions}
              headingLevel="h2"
              action={
                hasSessionFilters(filters) ? (
                  <Button variant="outline" onClick={() => onFiltersChange(NO_SESSION_FILTERS)}>
                    {text.clearFilters}
                  </Button>
                ) : undefined
              }
            />
          )}
        </>
      )}
    </Stack>
  );
}
