import { Badge, Button, Card, Flex, Heading, Progress, Stack, Text } from '@chakra-ui/react';
import { progressSlotRecipe } from '@chakra-ui/react/theme';
import {
  canCancel,
  formatCoins,
  formatDate,
  formatTime,
  formatSchedule,
  formatWeekday,
  isSessionJoinable,
  sessionTooLateToLeaveText,
  type GameSession,
} from '@domain';
import { useId } from 'react';
import { statusLabel } from '../../theme/status';

export interface GameSessionCardCopy {
  join: string;
  joining: string;
  leave: string;
  leaving: string;
  full: string;
  unavailable: string;
  joined: string;
  fullReason: string;
  maintenanceReason: string;
  cancelledReason: string;
  completedReason: string;
  bookedReason: string;
  tooLateToLeave: string;
}

export const GAME_SESSION_CARD_COPY: GameSessionCardCopy = {
  join: 'Join',
  joining: 'Joining...',
  leave: 'Leave',
  leaving: 'Leaving...',
  full: 'Full',
  unavailable: 'Unavailable',
  joined: "You're in",
  fullReason: 'Every place is taken.',
  maintenanceReason: 'The court is under maintenance.',
  cancelledReason: 'This session was cancelled.',
  completedReason: 'This session has ended.',
  bookedReason: 'This session is not open to join.',
  tooLateToLeave: sessionTooLateToLeaveText(),
};

export interface GameSessionCardProps {
  session: GameSession;
  /** Whether the member holds a place in this session. */
  joined: boolean;
  /** The rules compare against this instant (leaving follows the cancellation cut-off). */
  now: Date;
  onJoin: (session: GameSession) => void;
  onLeave: (session: GameSession) => void;
  /** A join or leave of this session is in flight. */
  busy?: boolean;
  locationName?: string;
  headingLevel?: 'h2' | 'h3' | 'h4';
  copy?: Partial<GameSessionCardCopy>;
}

type Action =
  | { kind: 'join' }
  | { kind: 'leave'; allowed: boolean }
  | { kind: 'blocked'; label: string; reason: string };

function actionFor(
  session: GameSession,
  joined: boolean,
  now: Date,
  copy: GameSessionCardCopy,
): Action {
  if (joined) {
    // Leaving is cancelling the member's booking of the session (DESIGN §4.5), so the cancellation
    // cut-off applies to it as well.
    const allowed = canCancel(
      { status: 'CONFIRMED', date: session.date, start_time: session.start_time },
      now,
    );
    return { kind: 'leave', allowed };
  }
  if (isSessionJoinable(session)) return { kind: 'join' };
  switch (session.status) {
    case 'available':
      return { kind: 'blocked', label: copy.full, reason: copy.fullReason };
    case 'maintenance':
      return { kind: 'blocked', label: copy.unavailable, reason: copy.maintenanceReason };
    case 'cancelled':
      return { kind: 'blocked', label: copy.unavailable, reason: copy.cancelledReason };
    case 'completed':
      return { kind: 'blocked', label: copy.unavailable, reason: copy.completedReason };
    case 'booked':
      return { kind: 'blocked', label: copy.unavailable, reason: copy.bookedReason };
  }
}

/** An open game on one court: how full it is, what it costs, and join or leave. */
export function GameSessionCard({
  session,
  joined,
  now,
  onJoin,
  onLeave,
  busy = false,
  locationName,
  headingLevel = 'h3',
  copy: copyOverrides,
}: GameSessionCardProps) {
  const copy = { ...GAME_SESSION_CARD_COPY, ...copyOverrides };
  const headingId = useId();
  const reasonId = useId();
  const action = actionFor(session, joined, now, copy);
  const title = session.title.trim() || `${statusLabel(session.court.court_type)} session`;
  const isFull = session.current_players >= session.max_players;
  // Many cards each have a Join: its name says which session it joins ("Join Sunday Football,
  // Sun 29 Nov 2026, 10:00"), starting with the visible word so speech input still finds it.
  const named = (verb: string) =>
    `${verb} ${title}, ${formatWeekday(session.date)} ${formatDate(session.date)}, ${formatTime(session.start_time)}`;
  const blockedReason =
    action.kind === 'blocked'
      ? action.reason
      : action.kind === 'leave' && !action.allowed
        ? copy.tooLateToLeave
        : null;

  return (
    <Card.Root
      as="article"
      aria-labelledby={headingId}
      variant="outline"
      data-session-id={session.id}
    >
      <Card.Body gap="3">
        <Flex justify="space-between" align="start" gap="2" wrap="wrap">
          <Stack gap="0.5">
            <Heading as={headingLevel} id={headingId} size="sm">
              {title}
            </Heading>
            <Text fontSize="sm" color="fg.muted">
              {locationName ? `${locationName} · ` : ''}
              {session.court.name} ({statusLabel(session.court.court_type)})
            </Text>
          </Stack>
          <Flex gap="1.5" wrap="wrap">
            {joined ? (
              <Badge colorPalette="brand" variant="solid">
                {copy.joined}
              </Badge>
            ) : null}
            {isFull && session.status === 'available' ? (
              <Badge colorPalette="gray" variant="outline">
                {copy.full}
              </Badge>
            ) : null}
            <Badge colorPalette="gray" variant="outline" data-status={session.status}>
              {statusLabel(session.status)}
            </Badge>
          </Flex>
        </Flex>
        <Text fontSize="sm">
          {formatSchedule(session.date, session.start_time, session.end_time)}
        </Text>
        <Progress.Root
          recipe={progressSlotRecipe}
          value={session.current_players}
          max={session.max_players}
          size="sm"
          colorPalette={isFull ? 'accent' : 'brand'}
          translations={{
            value: () => `${session.current_players} of ${session.max_players} places taken`,
          }}
        >
          <Flex justify="space-between" fontSize="sm" mb="1">
            <Progress.Label>Players</Progress.Label>
            <Text fontWeight="semibold">
              {session.current_players}/{session.max_players}
            </Text>
          </Flex>
          <Progress.Track>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
        <Text fontSize="sm">
          <Text as="span" fontWeight="semibold">
            {formatCoins(session.coin_cost)}
          </Text>{' '}
          per player
        </Text>
        {blockedReason ? (
          <Text id={reasonId} fontSize="sm" color="fg.muted">
            {blockedReason}
          </Text>
        ) : null}
      </Card.Body>
      <Card.Footer>
        {action.kind === 'join' ? (
          <Button
            w="full"
            loading={busy}
            loadingText={copy.joining}
            disabled={busy}
            aria-label={busy ? undefined : named(copy.join)}
            onClick={() => onJoin(session)}
          >
            {copy.join}
          </Button>
        ) : action.kind === 'leave' ? (
          <Button
            w="full"
            variant="outline"
            colorPalette="red"
            loading={busy}
            loadingText={copy.leaving}
            disabled={busy || !action.allowed}
            aria-label={busy ? undefined : named(copy.leave)}
            aria-describedby={action.allowed ? undefined : reasonId}
            onClick={() => onLeave(session)}
          >
            {copy.leave}
          </Button>
        ) : (
          <Button w="full" variant="subtle" disabled aria-describedby={reasonId}>
            {action.label}
          </Button>
        )}
      </Card.Footer>
    </Card.Root>
  );
}
