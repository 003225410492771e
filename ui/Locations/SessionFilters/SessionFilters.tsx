import { Button, SimpleGrid } from '@chakra-ui/react';
import { NativeSelect } from '../../Forms/Field';
import { COURT_TYPES, formatDate, formatWeekday, type GameSession } from '@domain';
import { FormField } from '../../Forms/FormField';
import { statusLabel } from '../../theme/status';
import { hasSessionFilters, type SessionFilterValues } from './sessionFilters';

export interface SessionFiltersCopy {
  day: string;
  anyDay: string;
  sport: string;
  anySport: string;
  venue: string;
  anyVenue: string;
  clear: string;
}

export const SESSION_FILTERS_COPY: SessionFiltersCopy = {
  day: 'Day',
  anyDay: 'Any day',
  sport: 'Sport',
  anySport: 'All sports',
  venue: 'Venue',
  anyVenue: 'All venues',
  clear: 'Clear filters',
};

export interface SessionFiltersProps {
  value: SessionFilterValues;
  onChange: (value: SessionFilterValues) => void;
  /** Every session listed: the choices are the days, sports and venues they have. */
  sessions: readonly GameSession[];
  /** Venue names by id. */
  venueNames: ReadonlyMap<number, string>;
  copy?: Partial<SessionFiltersCopy>;
}

/** The label of a day: 'Sunday 29 Nov 2026', as the day headings read. */
export function dayLabel(day: string): string {
  return `${formatWeekday(day, 'long')} ${formatDate(day)}`;
}

/**
 * Day, sport and venue, as three selects: only what the listed sessions offer, plus the one
 * chosen (kept when a shared link names a day with no sessions left, so it can be cleared).
 */
export function SessionFilters({
  value,
  onChange,
  sessions,
  venueNames,
  copy,
}: SessionFiltersProps) {
  const text = { ...SESSION_FILTERS_COPY, ...copy };
  const days = [...new Set([...sessions.map((session) => session.date), value.day])]
    .filter((day) => day !== '')
    .sort();
  const offered = new Set(sessions.map((session) => session.court.court_type));
  const sports = COURT_TYPES.filter((sport) => offered.has(sport) || sport === value.sport);
  const venues = [...new Set([...sessions.map((session) => session.location_id)])]
    .concat(
      value.venue !== null && !sessions.some((s) => s.location_id === value.venue)
        ? [value.venue]
        : [],
    )
    .map((id) => ({ id, name: venueNames.get(id) ?? `Venue ${id}` }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en'));

  return (
    <SimpleGrid columns={{ base: 1, md: 4 }} gap="3" alignItems="end">
      <FormField label={text.day}>
        <NativeSelect.Root>
          <NativeSelect.Field
            value={value.day}
            onChange={(event) =>
              onChange({ ...value, day: days.find((day) => day === event.target.value) ?? '' })
            }
          >
            <option value="">{text.anyDay}</option>
            {days.map((day) => (
              <option key={day} value={day}>
                {dayLabel(day)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
      <FormField label={text.sport}>
        <NativeSelect.Root>
          <NativeSelect.Field
            value={value.sport}
            onChange={(event) =>
              onChange({
                ...value,
                sport: sports.find((sport) => sport === event.target.value) ?? '',
              })
            }
          >
            <option value="">{text.anySport}</option>
            {sports.map((sport) => (
              <option key={sport} value={sport}>
                {statusLabel(sport)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
      <FormField label={text.venue}>
        <NativeSelect.Root>
          <NativeSelect.Field
            value={value.venue === null ? '' : String(value.venue)}
            onChange={(event) =>
              onChange({
                ...value,
                venue: venues.find(({ id }) => String(id) === event.target.value)?.id ?? null,
              })
            }
          >
            <option value="">{text.anyVenue}</option>
            {venues.map(({ id, name }) => (
              <option key={id} value={id}>
                {name}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
      {hasSessionFilters(value) ? (
        <Button
          variant="outline"
          justifySelf="start"
          onClick={() => onChange({ day: '', sport: '', venue: null })}
        >
          {text.clear}
        </Button>
      ) : null}
    </SimpleGrid>
  );
}
