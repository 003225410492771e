import { Heading, SimpleGrid, Stack } from '@chakra-ui/react';
import type { GameSession } from '@domain';
import { useId, type ReactNode } from 'react';
import { GameSessionCard } from '../GameSessionCard';
import { dayLabel, groupSessionsByDay } from '../SessionFilters';

/** The waitlists of full sessions (docs/waitlist.md), offered on their cards. */
export interface SessionWaitlist {
  /** The member's place in each queue they wait in, by session id (1 first). */
  positions: ReadonlyMap<number, number>;
  onJoin: (session: GameSession) => void;
  onLeave: (session: GameSession) => void;
}

export interface SessionDayListProps {
  sessions: readonly GameSession[];
  /** Sessions in which the member holds a place. */
  joinedSessionIds: readonly number[];
  busySessionId?: number | null;
  now: Date;
  /** Venue names by id. */
  venueNames: ReadonlyMap<number, string>;
  onJoin: (session: GameSession) => void;
  onLeave: (session: GameSession) => void;
  waitlist?: SessionWaitlist;
}

function DaySection({ day, children }: { day: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Stack as="section" aria-labelledby={headingId} gap="3">
      <Heading as="h2" id={headingId} size="md">
        {dayLabel(day)}
      </Heading>
      {children}
    </Stack>
  );
}

/** Game sessions in order, under one heading per day (h2), each card an h3. */
export function SessionDayList({
  sessions,
  joinedSessionIds,
  busySessionId = null,
  now,
  venueNames,
  onJoin,
  onLeave,
  waitlist,
}: SessionDayListProps) {
  return (
    <Stack gap="8">
      {groupSessionsByDay(sessions).map(({ day, sessions: ofDay }) => (
        <DaySection key={day} day={day}>
          <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="5">
            {ofDay.map((session) => (
              <GameSessionCard
                key={session.id}
                session={session}
                joined={joinedSessionIds.includes(session.id)}
                busy={busySessionId === session.id}
                now={now}
                locationName={venueNames.get(session.location_id)}
                headingLevel="h3"
                onJoin={onJoin}
                onLeave={onLeave}
                onJoinWaitlist={waitlist?.onJoin}
                onLeaveWaitlist={waitlist?.onLeave}
                waitlistPosition={waitlist?.positions.get(session.id) ?? null}
              />
            ))}
          </SimpleGrid>
        </DaySection>
      ))}
    </Stack>
  );
}
