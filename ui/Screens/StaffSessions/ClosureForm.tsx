import { Alert, Button, Card, Flex, Heading, List, Stack, Text } from '@chakra-ui/react';
import { Input } from '../../Forms/Field';
import {
  formatCoins,
  validateClosureForm,
  type ClosureFormValues,
  type ClosureOverlaps,
  type Court,
  type OpeningHours,
} from '@domain';
import { useId, useState, type FormEvent } from 'react';
import { FormField } from '../../Forms/FormField';
import { CourtTimeFields } from './CourtTimeFields';
import { CLOSE } from '../../copy';

export const CLOSURE_FORM_COPY = {
  title: 'Block a court for maintenance',
  court: 'Court',
  chooseCourt: 'Choose a court',
  date: 'Date',
  start: 'From',
  end: 'Until',
  note: 'Reason (optional)',
  check: 'Check bookings',
  checking: 'Checking…',
  close: CLOSE,
  nothingOverlaps: 'Nothing is booked on this court then.',
  overlapsTitle: (count: number) => `Booked on this court then (${count}):`,
  choice:
    'Cancelling refunds every player’s coins at once; kept bookings stay as they are while the court is closed.',
  booking: (reference: string, start: string, end: string, coins: number) =>
    `Court booking ${reference}, ${start}–${end}, ${formatCoins(coins)}`,
  session: (title: string, start: string, end: string, players: number) =>
    `Game session ${title ? `“${title}”, ` : ''}${start}–${end}, ${players} player${players === 1 ? '' : 's'}`,
  cancelThem: 'Cancel them and refund',
  keepThem: 'Keep them and close the court',
  closeCourt: 'Close the court',
  closing: 'Closing…',
};

export interface ClosureSubmission {
  court_id: number;
  date: string;
  start_time: string;
  end_time: string;
  note: string;
  overlapping: 'cancel' | 'keep';
}

export interface ClosureFormProps {
  courts: readonly Court[];
  hours: OpeningHours | undefined;
  date: string;
  /** Asks the server what the range would overlap; resolves to it, or to its refusal. */
  onCheck: (
    range: Omit<ClosureSubmission, 'note' | 'overlapping'>,
  ) => Promise<ClosureOverlaps | string>;
  /** Closes the court; resolves to the server's refusal, or null when it was closed. */
  onSubmit: (closure: ClosureSubmission) => Promise<string | null>;
  onClose: () => void;
}

/**
 * Closes a court for a time range in two steps: what the closure would overlap is shown first,
 * then staff choose to cancel those bookings (each refunded at once) or to keep them.
 */
export function ClosureForm({ courts, hours, date, onCheck, onSubmit, onClose }: ClosureFormProps) {
  const text = CLOSURE_FORM_COPY;
  const titleId = useId();
  const overlapsId = useId();
  const [values, setValues] = useState<ClosureFormValues>({
    court_id: '',
    date,
    start_time: '',
    end_time: '',
    note: '',
  });
  const [errors, setErrors] = useState<ReturnType<typeof validateClosureForm>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [overlaps, setOverlaps] = useState<ClosureOverlaps | null>(null);
  const [busy, setBusy] = useState<'check' | 'cancel' | 'keep' | null>(null);

  const change = (field: keyof ClosureFormValues) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _cleared, non_field_errors: _range, ...rest }) => rest);
    // Another range overlaps other bookings: staff check again before choosing.
    if (field !== 'note') setOverlaps(null);
  };

  const range = () => ({
    court_id: Number(values.court_id),
    date: values.date,
    start_time: values.start_time,
    end_time: values.end_time,
  });

  const check = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const found = validateClosureForm(values, hours);
    setErrors(found);
    setRefusal(null);
    if (Object.keys(found).length > 0) return;
    setBusy('check');
    const answer = await onCheck(range());
    setBusy(null);
    if (typeof answer === 'string') setRefusal(answer);
    else setOverlaps(answer);
  };

  const close = async (overlapping: 'cancel' | 'keep') => {
    if (busy) return;
    setBusy(overlapping);
    setRefusal(null);
    const refused = await onSubmit({ ...range(), note: values.note.trim(), overlapping });
    setBusy(null);
    setRefusal(refused);
  };

  const count = overlaps ? overlaps.bookings.length + overlaps.sessions.length : 0;

  return (
    <Card.Root as="section" aria-labelledby={titleId}>
      <Card.Header>
        <Card.Title as="h3" id={titleId} textStyle="title">
          {text.title}
        </Card.Title>
      </Card.Header>
      <Card.Body>
        <Stack gap="4">
          <form
            method="post"
            noValidate
            onSubmit={(event) => void check(event)}
            aria-labelledby={titleId}
          >
            <Stack gap="4">
              {(refusal ?? errors.non_field_errors) && (
                <Alert.Root status="error" role="alert">
                  <Alert.Indicator />
                  <Alert.Title>{refusal ?? errors.non_field_errors}</Alert.Title>
                </Alert.Root>
              )}
              <CourtTimeFields
                courts={courts}
                values={values}
                errors={errors}
                onChange={(field, value) => change(field)(value)}
                labels={text}
              />
              <FormField label={text.note} error={errors.note}>
                <Input
                  name="note"
                  autoComplete="off"
                  value={values.note}
                  onChange={(e) => change('note')(e.target.value)}
                />
              </FormField>
              <Flex gap="3" wrap="wrap">
                <Button
                  type="submit"
                  variant={overlaps ? 'outline' : 'solid'}
                  colorPalette="brand"
                  loading={busy === 'check'}
                  loadingText={text.checking}
                >
                  {text.check}
                </Button>
                <Button variant="outline" onClick={onClose} disabled={busy !== null}>
                  {text.close}
                </Button>
              </Flex>
            </Stack>
          </form>

          {overlaps && (
            <Stack as="section" aria-labelledby={overlapsId} gap="3" role="status">
              <Heading as="h4" id={overlapsId} size="sm">
                {count === 0 ? text.nothingOverlaps : text.overlapsTitle(count)}
              </Heading>
              {count > 0 && (
                <List.Root ps="5">
                  {overlaps.bookings.map((booking) => (
                    <List.Item key={`b${booking.id}`}>
                      {text.booking(
                        booking.booking_reference,
                        booking.start_time,
                        booking.end_time,
                        booking.coin_cost,
                      )}
                    </List.Item>
                  ))}
                  {overlaps.sessions.map((session) => (
                    <List.Item key={`s${session.id}`}>
                      {text.session(
                        session.title,
                        session.start_time,
                        session.end_time,
                        session.current_players,
                      )}
                    </List.Item>
                  ))}
                </List.Root>
              )}
              <Flex gap="3" wrap="wrap">
                {count === 0 ? (
                  <Button
                    colorPalette="red"
                    loading={busy === 'keep'}
                    loadingText={text.closing}
                    onClick={() => void close('keep')}
                  >
                    {text.closeCourt}
                  </Button>
                ) : (
                  <>
                    <Button
                      colorPalette="red"
                      loading={busy === 'cancel'}
                      loadingText={text.closing}
                      disabled={busy === 'keep'}
                      onClick={() => void close('cancel')}
                    >
                      {text.cancelThem}
                    </Button>
                    <Button
                      variant="outline"
                      loading={busy === 'keep'}
                      loadingText={text.closing}
                      disabled={busy === 'cancel'}
                      onClick={() => void close('keep')}
                    >
                      {text.keepThem}
                    </Button>
                  </>
                )}
              </Flex>
              {count > 0 && (
                <Text textStyle="sm" color="fg.muted">
                  {text.choice}
                </Text>
              )}
            </Stack>
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
