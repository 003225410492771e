import { Badge, Button, Card, Flex, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { skeletonRecipe } from '@chakra-ui/react/theme';
import {
  formatSchedule,
  waitlistOutcomeText,
  waitlistPositionText,
  type WaitlistEntry,
  type WaitlistStatus,
} from '@domain';
import { useId } from 'react';
import type { Remote } from '../../remote';
import { statusLabel } from '../../theme/status';
import { WAITLIST_ENTRIES_COPY, type WaitlistEntriesCopy } from './copy';

const PALETTE: Record<WaitlistStatus, string> = {
  waiting: 'blue',
  promoted: 'green',
  skipped: 'orange',
  expired: 'gray',
  left: 'gray',
};

export interface WaitlistEntriesProps {
  entries: Remote<WaitlistEntry[]>;
  onLeave: (entry: WaitlistEntry) => void;
  /** The entry whose leave is in flight. */
  busyEntryId?: number | null;
  onRetry?: () => void;
  copy?: Partial<WaitlistEntriesCopy>;
}

function EntryCard({
  entry,
  busy,
  onLeave,
  copy,
}: {
  entry: WaitlistEntry;
  busy: boolean;
  onLeave: (entry: WaitlistEntry) => void;
  copy: WaitlistEntriesCopy;
}) {
  const headingId = useId();
  const lineId = useId();
  const { session } = entry;
  const title = session.title.trim() || `${statusLabel(session.court.court_type)} session`;
  const when = formatSchedule(session.date, session.start_time, session.end_time);
  const status = entry.status === 'left' ? 'expired' : entry.status;
  const line =
    entry.status === 'waiting' && entry.position !== null
      ? waitlistPositionText(entry.position)
      : entry.status === 'promoted'
        ? `${waitlistOutcomeText(entry)} ${copy.promotedNote}`
        : waitlistOutcomeText(entry);
  return (
    <Card.Root as="article" aria-labelledby={headingId} variant="outline" size="sm">
      <Card.Body gap="2">
        <Flex justify="space-between" align="start" gap="2" wrap="wrap">
          <Stack gap="0.5">
            <Heading as="h3" id={headingId} size="sm">
              {title}
            </Heading>
            <Text fontSize="sm" color="fg.muted">
              {entry.location_name} · {when}
            </Text>
          </Stack>
          <Badge colorPalette={PALETTE[status]} variant="subtle" data-status={status}>
            {copy.status[status]}
          </Badge>
        </Flex>
        <Text id={lineId} fontSize="sm">
          {line}
        </Text>
        {entry.status === 'waiting' ? (
          <Flex>
            <Button
              size="sm"
              variant="outline"
              colorPalette="red"
              loading={busy}
              loadingText={copy.leaving}
              disabled={busy}
              aria-label={busy ? undefined : `${copy.leave} for ${title}, ${when}`}
              aria-describedby={lineId}
              onClick={() => onLeave(entry)}
            >
              {copy.leave}
            </Button>
          </Flex>
        ) : null}
      </Card.Body>
    </Card.Root>
  );
}

/**
 * The member's waitlists on the bookings page (docs/waitlist.md): where they stand in each queue,
 * and what became of a place they waited for, in plain words built from domain/waitlist.ts.
 */
export function WaitlistEntries({
  entries,
  onLeave,
  busyEntryId = null,
  onRetry,
  copy: overrides,
}: WaitlistEntriesProps) {
  const copy = { ...WAITLIST_ENTRIES_COPY, ...overrides };
  const headingId = useId();
  return (
    <Stack as="section" aria-labelledby={headingId} gap="3">
      <Heading as="h2" id={headingId} size="md">
        {copy.title}
      </Heading>
      {entries.status === 'loading' ? (
        <Stack role="status" aria-busy="true" aria-label={copy.loading} gap="2">
          <Skeleton recipe={skeletonRecipe} height="20" borderRadius="l2" />
        </Stack>
      ) : entries.status === 'error' ? (
        <Flex
          role="alert"
          align="center"
          justify="space-between"
          gap="3"
          wrap="wrap"
          p="3"
          borderWidth="1px"
          borderColor="border.error"
          bg="bg.error"
          borderRadius="l2"
        >
          <Text fontSize="sm">{entries.message}</Text>
          {onRetry ? (
            <Button size="sm" variant="outline" onClick={onRetry}>
              {copy.errorRetry}
            </Button>
          ) : null}
        </Flex>
      ) : entries.data.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          {copy.empty}
        </Text>
      ) : (
        <Stack gap="2">
          {entries.data.map((entry) => (
            <EntryCard
              key={entry.id}
              entry={entry}
              busy={busyEntryId === entry.id}
              onLeave={onLeave}
              copy={copy}
            />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
