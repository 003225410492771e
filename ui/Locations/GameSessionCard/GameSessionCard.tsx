import { Badge, Button, Card, Flex, Heading, Progress, Stack, Text } from '@chakra-ui/react';
import { progressSlotRecipe } from '@chakra-ui/react/theme';
import {
  canCancel,
  formatCoins,
  formatDate,
  formatTime,
  formatSchedule,
  formatWeekday,
  canJoinWaitlist,
  isSessionFull,
  isSessionJoinable,
  sessionTooLateToLeaveText,
  waitlistPositionText,
  type GameSession,
} from '@domain';
import { useId } from 'react';
import { statusLabel } from '../../theme/status';
import { SAVING } from '../../copy';

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
  joinWaitlist: string;
  leaveWaitlist: string;
  waitlistBusy: string;
  waitlistHint: string;
  position: (position: number) => string;
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
  joinWaitlist: 'Join waitlist',
  leaveWaitlist: 'Leave waitlist',
  waitlistBusy: SAVING,
  waitlistHint:
    'Every place is taken. Wait in line: when a place frees, you are booked in and charged.',
  position: waitlistPositionText,
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
  /**
   * Offers the waitlist of a full session that has not started (docs/waitlist.md). Without it a
   * full session is only marked full.
   */
  onJoinWaitlist?: (session: GameSession) => void;
  onLeaveWaitlist?: (session: GameSession) => void;
  /** The member's place in this session's queue, 1 first; null when not waiting. */
  waitlistPosition?: number | null;
}

type Action =
  | { kind: 'join' }
  | { kind: 'leave'; allowed: boolean }
  | { kind: 'waitlist'; position: number | null }
  | { kind: 'blocked'; label: string; reason: string };

function actionFor(
  session: GameSession,
  joined: boolean,
  now: Date,
  copy: GameSessionCardCopy,
  waitlist: { offered: boolean; position: number | null },
): Action {
  if (joined) {
    // Leaving is cancelling the member's booking of the session (decisions §5), so the cancellation
    // cut-off applies to it as well.
    const allowed = canCancel(
      { status: 'CONFIRMED', date: session.date, start_time: session.start_time },
      now,
    );
    return { kind: 'leave', allowed };
  }
  if (isSessionJoinable(session)) return { kind: 'join' };
  if (waitlist.offered && canJoinWaitlist(session, now)) {
    return { kind: 'waitlist', position: waitlist.position };
  }
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
  onJoinWaitlist,
  onLeaveWaitlist,
  waitlistPosition = null,
}: GameSessionCardProps) {
  const copy = { ...GAME_SESSION_CARD_COPY, ...copyOverrides };
  const headingId = useId();
  const reasonId = useId();
  const positionId = useId();
  const action = actionFor(session, joined, now, copy, {
    offered: onJoinWaitlist !== undefined,
    position: waitlistPosition,
  });
  const title = session.title.trim() || `${statusLabel(session.court.court_type)} session`;
  const isFull = session.current_players >= session.max_players;
  const showFull = !joined && isSessionFull(session);
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
            {showFull ? (
              <Badge colorPalette="gray" variant="outline">
                {copy.full}
              </Badge>
            ) : null}
            {/* "Booked" next to "Full" would say the same twice. */}
            {showFull && session.status === 'booked' ? null : (
              <Badge colorPalette="gray" variant="outline" data-status={session.status}>
                {statusLabel(session.status)}
              </Badge>
            )}
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
        {action.kind === 'waitlist' ? (
          action.position === null ? (
            <Text id={reasonId} fontSize="sm" color="fg.muted">
              {copy.waitlistHint}
            </Text>
          ) : (
            <Text id={positionId} fontSize="sm" fontWeight="semibold" color="brand.fg">
              {copy.position(action.position)}
            </Text>
          )
        ) : null}
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
        ) : action.kind === 'waitlist' ? (
          action.position === null ? (
            <Button
              w="full"
              variant="outline"
              loading={busy}
              loadingText={copy.waitlistBusy}
              disabled={busy}
              aria-label={busy ? undefined : named(`${copy.joinWaitlist} for`)}
              aria-describedby={reasonId}
              onClick={() => onJoinWaitlist?.(session)}
            >
              {copy.joinWaitlist}
            </Button>
          ) : (
            <Button
              w="full"
              variant="outline"
              colorPalette="red"
              loading={busy}
              loadingText={copy.waitlistBusy}
              disabled={busy}
              aria-label={busy ? undefined : named(`${copy.leaveWaitlist} for`)}
              aria-describedby={positionId}
              onClick={() => onLeaveWaitlist?.(session)}
            >
              {copy.leaveWaitlist}
            </Button>
          )
        ) : (
          <Button w="full" variant="subtle" disabled aria-describedby={reasonId}>
            {action.label}
          </Button>
        )}
      </Card.Footer>
    </Card.Root>
  );
}
