import { Box, Button, Container, Flex, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Input, NativeSelect } from '../../Forms/Field';
import {
  formatDate,
  type Closure,
  type ClosureOverlaps,
  type Court,
  type GameSession,
  type Location,
} from '@domain';
import { useId, useState } from 'react';
import { EmptyState } from '../../Feedback/EmptyState';
import { ErrorState } from '../../Feedback/ErrorState';
import { FormField } from '../../Forms/FormField';
import type { Remote } from '../../remote';
import { ClosureForm, type ClosureSubmission } from './ClosureForm';
import { STAFF_SESSIONS_COPY } from './copy';
import { SessionSummary } from './SessionSummary';
import { SessionForm, type SessionFormResult } from './SessionForm';

export interface StaffSessionsScreenProps {
  locations: Remote<Location[]>;
  locationId: number | null;
  onLocationChange: (locationId: number) => void;
  date: string;
  onDateChange: (date: string) => void;
  courts: Remote<Court[]>;
  sessions: Remote<GameSession[]>;
  /** The day's court closures; null where the server keeps none (no closures section). */
  closures: Remote<Closure[]> | null;
  onRetry: () => void;
  /** Each action resolves to the server's refusal, or null when it was done. */
  onCreateSession: (values: SessionFormResult) => Promise<string | null>;
  onUpdateSession: (session: GameSession, values: SessionFormResult) => Promise<string | null>;
  onCancelSession: (session: GameSession) => Promise<string | null>;
  onCheckClosure: (
    range: Omit<ClosureSubmission, 'note' | 'overlapping'>,
  ) => Promise<ClosureOverlaps | string>;
  onCreateClosure: (closure: ClosureSubmission) => Promise<string | null>;
  onReopenCourt: (closure: Closure) => Promise<string | null>;
}

type Panel =
  | { kind: 'none' }
  | { kind: 'create' }
  | { kind: 'edit'; session: GameSession }
  | { kind: 'cancel'; session: GameSession }
  | { kind: 'close' };

const isOpen = (session: GameSession) =>
  session.status !== 'cancelled' && session.status !== 'completed';

/** The staff page of a venue's day: its game sessions and its court closures. */
export function StaffSessionsScreen(props: StaffSessionsScreenProps) {
  const text = STAFF_SESSIONS_COPY;
  const { locations, locationId, date, courts, sessions, closures } = props;
  const sessionsId = useId();
  const closuresId = useId();
  const [panel, setPanel] = useState<Panel>({ kind: 'none' });
  const [notice, setNotice] = useState<{ ok: boolean; message: string } | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  const location =
    locations.status === 'success'
      ? locations.data.find((candidate) => candidate.id === locationId)
      : undefined;
  const courtList = courts.status === 'success' ? courts.data : [];
  const ready = location !== undefined && courts.status === 'success';

  const done = (message: string) => {
    setPanel({ kind: 'none' });
    setNotice({ ok: true, message });
  };

  const run = async (key: string, action: () => Promise<string | null>, success: string) => {
    setBusy(key);
    setNotice(null);
    const refused = await action();
    setBusy(null);
    if (refused === null) done(success);
    else setNotice({ ok: false, message: refused });
  };

  const sessionTitle = (session: GameSession) => session.title || text.untitled;

  return (
    <Container maxW="6xl" py={{ base: '6', md: '10' }}>
      <Stack gap="8">
        <Stack gap="2">
          <Heading as="h1" textStyle="display">
            {closures ? text.title : text.titleSessionsOnly}
          </Heading>
          <Text color="fg.muted">{closures ? text.intro : text.introSessionsOnly}</Text>
        </Stack>

        {locations.status === 'loading' && <Text role="status">{text.loadingVenues}</Text>}
        {locations.status === 'error' && (
          <ErrorState
            title={text.venuesFailed}
            message={locations.message}
            onRetry={props.onRetry}
            headingLevel="h2"
          />
        )}
        {locations.status === 'success' && (
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" maxW="2xl">
            <FormField label={text.venue}>
              <NativeSelect.Root>
                <NativeSelect.Field
                  name="location"
                  value={locationId ?? ''}
                  onChange={(e) => {
                    setPanel({ kind: 'none' });
                    props.onLocationChange(Number(e.target.value));
                  }}
                >
                  {locations.data.map((venue) => (
                    <option key={venue.id} value={venue.id}>
                      {venue.name}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </FormField>
            <FormField label={text.day}>
              <Input
                name="day"
                type="date"
                value={date}
                onChange={(e) => {
                  if (e.target.value) props.onDateChange(e.target.value);
                }}
              />
            </FormField>
          </SimpleGrid>
        )}

        <Box role="status" aria-live="polite">
          {notice && (
            <Box
              px="4"
              py="3"
              borderRadius="l2"
              borderWidth="1px"
              borderColor={notice.ok ? 'border.success' : 'border.error'}
              bg={notice.ok ? 'bg.success' : 'bg.error'}
              color={notice.ok ? 'fg.success' : 'fg.error'}
            >
              {notice.message}
            </Box>
          )}
        </Box>

        {location && (
          <Stack as="section" aria-labelledby={sessionsId} gap="4">
            <Flex justify="space-between" align="center" gap="3" wrap="wrap">
              <Heading as="h2" id={sessionsId} textStyle="title">
                {text.sessionsTitle} · {formatDate(date)}
              </Heading>
              <Button
                colorPalette="brand"
                disabled={!ready}
                onClick={() => setPanel({ kind: 'create' })}
              >
                {text.newSession}
              </Button>
            </Flex>
            {ready && panel.kind === 'create' && (
              <SessionForm
                courts={courtList}
                hours={location}
                date={date}
                onClose={() => setPanel({ kind: 'none' })}
                onSubmit={async (values) => {
                  const refused = await props.onCreateSession(values);
                  if (refused === null) done(text.created);
                  return refused;
                }}
              />
            )}
            {sessions.status === 'loading' && <Text role="status">{text.loadingSessions}</Text>}
            {sessions.status === 'error' && (
              <ErrorState
                title={text.sessionsFailed}
                message={sessions.message}
                onRetry={props.onRetry}
                headingLevel="h3"
              />
            )}
            {sessions.status === 'success' && sessions.data.length === 0 && (
              <EmptyState
                title={text.noSessions}
                description={text.noSessionsHelp}
                headingLevel="h3"
              />
            )}
            {sessions.status === 'success' && sessions.data.length > 0 && (
              <Stack as="ul" gap="3" listStyleType="none" aria-label={text.sessionsTitle}>
                {sessions.data.map((session) => (
                  <Box
                    as="li"
                    key={session.id}
                    borderWidth="1px"
                    borderRadius="l3"
                    p="4"
                    bg="bg.panel"
                  >
                    <Stack gap="3">
                      <SessionSummary session={session} title={sessionTitle(session)} />
                      {isOpen(session) && ready && (
                        <Flex gap="3" wrap="wrap">
                          <Button
                            size="sm"
                            variant="outline"
                            aria-label={`${text.edit} ${sessionTitle(session)}`}
                            onClick={() => setPanel({ kind: 'edit', session })}
                          >
                            {text.edit}
                          </Button>
                          <Button
                            size="sm"
                            variant="outline"
                            colorPalette="red"
                            aria-label={`${text.cancelSession} ${sessionTitle(session)}`}
                            onClick={() => setPanel({ kind: 'cancel', session })}
                          >
                            {text.cancelSession}
                          </Button>
                        </Flex>
                      )}
                      {panel.kind === 'edit' && panel.session.id === session.id && (
                        <SessionForm
                          courts={courtList}
                          hours={location}
                          date={date}
                          session={session}
                          onClose={() => setPanel({ kind: 'none' })}
                          onSubmit={async (values) => {
                            const refused = await props.onUpdateSession(session, values);
                            if (refused === null) done(text.updated);
                            return refused;
                          }}
                        />
                      )}
                      {panel.kind === 'cancel' && panel.session.id === session.id && (
                        <Stack
                          role="group"
                          aria-label={text.cancelSession}
                          gap="3"
                          p="4"
                          borderRadius="l2"
                          bg="bg.error"
                        >
                          <Text>
                            {text.confirmCancel(
                              sessionTitle(session),
                              session.current_players,
                              session.coin_cost,
                            )}
                          </Text>
                          <Flex gap="3" wrap="wrap">
                            <Button
                              colorPalette="red"
                              loading={busy === `cancel-${session.id}`}
                              loadingText={text.cancelling}
                              onClick={() =>
                                void run(
                                  `cancel-${session.id}`,
                                  () => props.onCancelSession(session),
                                  text.cancelled(session.current_players),
                                )
                              }
                            >
                              {text.confirmCancelButton}
                            </Button>
                            <Button
                              variant="outline"
                              disabled={busy !== null}
                              onClick={() => setPanel({ kind: 'none' })}
                            >
                              {text.keepSession}
                            </Button>
                          </Flex>
                        </Stack>
                      )}
                    </Stack>
                  </Box>
                ))}
              </Stack>
            )}
          </Stack>
        )}

        {location && closures && (
          <Stack as="section" aria-labelledby={closuresId} gap="4">
            <Flex justify="space-between" align="center" gap="3" wrap="wrap">
              <Heading as="h2" id={closuresId} textStyle="title">
                {text.closuresTitle}
              </Heading>
              <Button
                variant="outline"
                disabled={!ready}
                onClick={() => setPanel({ kind: 'close' })}
              >
                {text.blockCourt}
              </Button>
            </Flex>
            {ready && panel.kind === 'close' && (
              <ClosureForm
                courts={courtList}
                hours={location}
                date={date}
                onClose={() => setPanel({ kind: 'none' })}
                onCheck={props.onCheckClosure}
                onSubmit={async (closure) => {
                  const refused = await props.onCreateClosure(closure);
                  if (refused === null) done(text.closedNotice);
                  return refused;
                }}
              />
            )}
            {closures.status === 'loading' && <Text role="status">{text.loadingClosures}</Text>}
            {closures.status === 'error' && (
              <ErrorState
                title={text.closuresFailed}
                message={closures.message}
                onRetry={props.onRetry}
                headingLevel="h3"
              />
            )}
            {closures.status === 'success' && closures.data.length === 0 && (
              <Text color="fg.muted">{text.noClosures}</Text>
            )}
            {closures.status === 'success' && closures.data.length > 0 && (
              <Stack as="ul" gap="3" listStyleType="none" aria-label={text.closuresTitle}>
                {closures.data.map((closure) => (
                  <Flex
                    as="li"
                    key={closure.id}
                    justify="space-between"
                    align="center"
                    gap="3"
                    wrap="wrap"
                    borderWidth="1px"
                    borderRadius="l3"
                    p="4"
                  >
                    <Stack gap="1">
                      <Text fontWeight="semibold">
                        {text.closed(closure.court.name, closure.start_time, closure.end_time)}
                      </Text>
                      {closure.note && <Text color="fg.muted">{closure.note}</Text>}
                    </Stack>
                    <Button
                      size="sm"
                      variant="outline"
                      aria-label={`${text.reopen} ${closure.court.name} ${closure.start_time}–${closure.end_time}`}
                      loading={busy === `reopen-${closure.id}`}
                      loadingText={text.reopening}
                      onClick={() =>
                        void run(
                          `reopen-${closure.id}`,
                          () => props.onReopenCourt(closure),
                          text.reopened,
                        )
                      }
                    >
                      {text.reopen}
                    </Button>
                  </Flex>
                ))}
              </Stack>
            )}
          </Stack>
        )}
      </Stack>
    </Container>
  );
}
