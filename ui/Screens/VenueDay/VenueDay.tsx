import { Box, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import {
  addDays,
  formatDate,
  formatTime,
  formatWeekday,
  lagosToday,
  lastBookableDate,
  type CourtSummary,
  type DailySchedule,
  type IsoDate,
  type Location,
  type WallTime,
  type components,
} from '@domain';
import { EmptyState } from '../../Feedback/EmptyState';
import { ErrorState } from '../../Feedback/ErrorState';
import { PageSpinner } from '../../Feedback/PageSpinner';
import {
  DayGrid,
  DayGridLegend,
  dayGridModel,
  isClosedAllDay,
  type DayGridCopy,
} from '../../Locations/DayGrid';
import { AppLink, RouterLink } from '../../Navigation/AppLink';
import type { Remote } from '../../remote';
import { VENUE_DAY_COPY, type VenueDayCopy } from './copy';

type SessionAvailability = components['schemas']['SessionAvailability'];

export interface VenueDayScreenProps {
  /** The venue, from its own detail. */
  venue: Remote<Location>;
  /** Who occupies each court on `date`. */
  schedule: Remote<DailySchedule>;
  date: IsoDate;
  /** Today, the booking window and the hours that have begun are taken from this instant. */
  now: Date;
  onDateChange: (date: IsoDate) => void;
  /** A free cell was picked. */
  onPick: (court: CourtSummary, start: WallTime) => void;
  /** The venue's game sessions on `date`, counted; null or failed says nothing (the grid shows them). */
  sessions?: Remote<SessionAvailability> | null;
  /** The Sessions tab narrowed to this venue and day. */
  sessionsPath?: string;
  onRetryVenue?: () => void;
  onRetryDay?: () => void;
  locationsPath?: string;
  copy?: Partial<VenueDayCopy>;
  gridCopy?: Partial<DayGridCopy>;
}

/** 'Today, Sat 21 Nov 2026' or 'Mon 23 Nov 2026'. */
function dayName(date: IsoDate, now: Date, today: string): string {
  // Noon keeps the instant well inside the Lagos day.
  const noon = `${date}T12:00:00+01:00`;
  const name = `${formatWeekday(noon)} ${formatDate(noon)}`;
  return date === lagosToday(now) ? `${today}, ${name}` : name;
}

/**
 * A venue's day at a glance: every court's hours, free or taken, for one day
 * of the booking window, chosen with a stepper; a free hour opens the booking of that court.
 */
export function VenueDayScreen({
  venue,
  schedule,
  date,
  now,
  onDateChange,
  onPick,
  sessions = null,
  sessionsPath,
  onRetryVenue,
  onRetryDay,
  locationsPath = '/locations',
  copy,
  gridCopy,
}: VenueDayScreenProps) {
  const text = { ...VENUE_DAY_COPY, ...copy };
  const first = lagosToday(now);
  const last = lastBookableDate(now);
  const label = dayName(date, now, text.today);
  const model = schedule.status === 'success' ? dayGridModel(schedule.data, now) : null;

  return (
    <Box maxW="6xl" mx="auto" py={{ base: '6', md: '10' }} px={{ base: '4', md: '6' }}>
      <Stack gap="5">
        <Box>
          <Button asChild variant="ghost" size="sm" ms="-3">
            <RouterLink to={locationsPath}>‹ {text.back}</RouterLink>
          </Button>
        </Box>

        {venue.status === 'loading' ? (
          <PageSpinner label={text.loadingVenue} showLabel minH="16rem" />
        ) : venue.status === 'error' ? (
          <ErrorState
            title={text.venueFailed}
            message={venue.message}
            onRetry={onRetryVenue}
            retryLabel={text.retry}
            headingLevel="h1"
          />
        ) : (
          <>
            <Stack gap="1">
              <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
                {venue.data.name}
              </Heading>
              <Text color="fg.muted">
                {venue.data.address}, {venue.data.city} ·{' '}
                {text.hours(
                  formatTime(venue.data.opening_time),
                  formatTime(venue.data.closing_time),
                )}
              </Text>
            </Stack>

            <Flex
              as="nav"
              aria-label={text.day}
              align="center"
              justify="space-between"
              gap="2"
              borderWidth="1px"
              rounded="l2"
              p="1.5"
              maxW="md"
            >
              <Button
                variant="outline"
                size="sm"
                disabled={date <= first}
                onClick={() => onDateChange(addDays(date, -1))}
              >
                <span aria-hidden="true">‹</span>
                <Box as="span" srOnly>
                  {text.previous}
                </Box>
              </Button>
              <Text aria-live="polite" fontWeight="semibold" textAlign="center">
                {label}
              </Text>
              <Button
                variant="outline"
                size="sm"
                disabled={date >= last}
                onClick={() => onDateChange(addDays(date, 1))}
              >
                <span aria-hidden="true">›</span>
                <Box as="span" srOnly>
                  {text.next}
                </Box>
              </Button>
            </Flex>

            <Stack gap="2">
              <Text color="fg.muted" fontSize="sm">
                {text.hint}
              </Text>
              <DayGridLegend copy={gridCopy} />
              {sessions?.status === 'success' && sessions.data.total_sessions > 0 ? (
                <Text fontSize="sm">
                  {text.sessions(sessions.data.total_sessions, sessions.data.available_sessions)}
                  {sessionsPath && sessions.data.available_sessions > 0 ? (
                    <>
                      {' '}
                      <AppLink to={sessionsPath} fontWeight="semibold">
                        {text.seeSessions}
                      </AppLink>
                    </>
                  ) : null}
                </Text>
              ) : null}
            </Stack>

            <Box aria-busy={schedule.status === 'loading'}>
              {schedule.status === 'loading' ? (
                <PageSpinner label={text.loadingDay} showLabel minH="16rem" />
              ) : schedule.status === 'error' ? (
                <ErrorState
                  title={text.dayFailed}
                  message={schedule.message}
                  onRetry={onRetryDay}
                  retryLabel={text.retry}
                  headingLevel="h2"
                />
              ) : model && isClosedAllDay(model) ? (
                <EmptyState
                  title={text.closedTitle(label)}
                  description={text.closed}
                  headingLevel="h2"
                />
              ) : (
                <DayGrid
                  schedule={schedule.data}
                  now={now}
                  dayLabel={label}
                  onPick={onPick}
                  copy={gridCopy}
                />
              )}
            </Box>
          </>
        )}
      </Stack>
    </Box>
  );
}
