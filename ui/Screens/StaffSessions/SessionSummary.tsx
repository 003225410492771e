import { Badge, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import type { GameSession } from '@domain';
import { STAFF_SESSIONS_COPY } from './copy';

/** A session as staff see it in the day's list: title, time, court, players, price, status. */
export function SessionSummary({ session, title }: { session: GameSession; title: string }) {
  const text = STAFF_SESSIONS_COPY;
  return (
    <Flex justify="space-between" gap="3" wrap="wrap" align="flex-start">
      <Stack gap="1">
        <Heading as="h3" size="md">
          {title}
        </Heading>
        <Text color="fg.muted">
          {session.start_time}–{session.end_time} · {session.court.name}
        </Text>
        <Text>
          {text.players(session.current_players, session.max_players)} ·{' '}
          {text.perPlayer(session.coin_cost)}
        </Text>
      </Stack>
      <Badge
        colorPalette={
          session.status === 'cancelled' ? 'red' : session.status === 'available' ? 'green' : 'gray'
        }
      >
        {text.status[session.status]}
      </Badge>
    </Flex>
  );
}
