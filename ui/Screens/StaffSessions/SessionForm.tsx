import { Alert, Button, Card, Flex, Stack } from '@chakra-ui/react';
import { Input } from '../../Forms/Field';
import {
  SESSION_MAX_PLAYERS,
  validateSessionForm,
  type Court,
  type GameSession,
  type OpeningHours,
  type SessionFormValues,
} from '@domain';
import { useId, useState, type FormEvent } from 'react';
import { FormField } from '../../Forms/FormField';
import { CourtTimeFields } from './CourtTimeFields';
import { CLOSE, SAVING } from '../../copy';

export const SESSION_FORM_COPY = {
  createTitle: 'New game session',
  editTitle: 'Edit session',
  court: 'Court',
  chooseCourt: 'Choose a court',
  date: 'Date',
  start: 'Start time',
  end: 'End time',
  maxPlayers: 'Max players',
  coinCost: 'Coin cost per player',
  title: 'Title (optional)',
  create: 'Create session',
  creating: 'Creating…',
  save: 'Save changes',
  saving: SAVING,
  close: CLOSE,
  playersIn: (players: number) =>
    `${players} player${players === 1 ? '' : 's'} already in: max players cannot go below that.`,
};

/** What a submitted form sends: every field, the app turns it into a create or a partial update. */
export interface SessionFormResult {
  court_id: number;
  session_date: string;
  start_time: string;
  end_time: string;
  max_players: number;
  coin_cost: number;
  title: string;
}

export interface SessionFormProps {
  courts: readonly Court[];
  hours: OpeningHours | undefined;
  /** The day the page shows: a new session starts on it. */
  date: string;
  /** Editing this session; a new one when absent. */
  session?: GameSession;
  /** Sends the form; resolves to the server's refusal, or null when it was saved. */
  onSubmit: (values: SessionFormResult) => Promise<string | null>;
  onClose: () => void;
}

const toValues = (session: GameSession | undefined, date: string): SessionFormValues => ({
  court_id: session ? String(session.court.id) : '',
  date: session?.session_date ?? date,
  start_time: session?.start_time ?? '',
  end_time: session?.end_time ?? '',
  max_players: session ? String(session.max_players) : '',
  coin_cost: session ? String(session.coin_cost) : '',
  title: session?.title ?? '',
});

/** Creates a game session or edits one; checks what it can before the server is asked. */
export function SessionForm({ courts, hours, date, session, onSubmit, onClose }: SessionFormProps) {
  const text = SESSION_FORM_COPY;
  const titleId = useId();
  const [values, setValues] = useState<SessionFormValues>(() => toValues(session, date));
  const [errors, setErrors] = useState<ReturnType<typeof validateSessionForm>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const playersIn = session?.current_players ?? 0;

  const change = (field: keyof SessionFormValues) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _cleared, non_field_errors: _range, ...rest }) => rest);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const found = validateSessionForm(values, hours, playersIn);
    setErrors(found);
    setRefusal(null);
    if (Object.keys(found).length > 0) return;
    setSubmitting(true);
    const refused = await onSubmit({
      court_id: Number(values.court_id),
      session_date: values.date,
      start_time: values.start_time,
      end_time: values.end_time,
      max_players: Number(values.max_players),
      coin_cost: Number(values.coin_cost),
      title: values.title.trim(),
    });
    setSubmitting(false);
    setRefusal(refused);
  };

  return (
    <Card.Root as="section" aria-labelledby={titleId}>
      <Card.Header>
        <Card.Title as="h3" id={titleId} textStyle="title">
          {session ? text.editTitle : text.createTitle}
        </Card.Title>
      </Card.Header>
      <Card.Body>
        <form
          method="post"
          noValidate
          onSubmit={(event) => void submit(event)}
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
            >
              <FormField
                label={text.maxPlayers}
                error={errors.max_players}
                helperText={playersIn > 0 ? text.playersIn(playersIn) : undefined}
                required
              >
                <Input
                  name="max_players"
                  type="number"
                  min={Math.max(1, playersIn)}
                  max={SESSION_MAX_PLAYERS}
                  step={1}
                  value={values.max_players}
                  onChange={(e) => change('max_players')(e.target.value)}
                />
              </FormField>
              <FormField label={text.coinCost} error={errors.coin_cost} required>
                <Input
                  name="coin_cost"
                  type="number"
                  min={0}
                  step={1}
                  value={values.coin_cost}
                  onChange={(e) => change('coin_cost')(e.target.value)}
                />
              </FormField>
            </CourtTimeFields>
            <FormField label={text.title} error={errors.title}>
              <Input
                name="title"
                autoComplete="off"
                value={values.title}
                onChange={(e) => change('title')(e.target.value)}
              />
            </FormField>
            <Flex gap="3" wrap="wrap">
              <Button
                type="submit"
                colorPalette="brand"
                loading={submitting}
                loadingText={session ? text.saving : text.creating}
              >
                {session ? text.save : text.create}
              </Button>
              <Button variant="outline" onClick={onClose} disabled={submitting}>
                {text.close}
              </Button>
            </Flex>
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}
