import { Input, NativeSelect } from '../../Forms/Field';
import type { Court, CourtTimeValues, FieldErrors } from '@domain';
import type { ReactNode } from 'react';
import { FormField } from '../../Forms/FormField';
import { SimpleGrid } from '@chakra-ui/react';

export interface CourtTimeFieldsProps {
  courts: readonly Court[];
  values: CourtTimeValues;
  errors: FieldErrors<CourtTimeValues>;
  onChange: (field: keyof CourtTimeValues, value: string) => void;
  /** Each form words its own range ("From" and "Until" for a closure, a session's start time…). */
  labels: { court: string; chooseCourt: string; date: string; start: string; end: string };
  /** Further fields of the same grid, after the range. */
  children?: ReactNode;
}

/**
 * The court, day and time range that the staff forms of the sessions page (a game session, a court
 * closure) share, so both read, validate and lay out a range the same way.
 */
export function CourtTimeFields({
  courts,
  values,
  errors,
  onChange,
  labels,
  children,
}: CourtTimeFieldsProps) {
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
      <FormField label={labels.court} error={errors.court_id} required>
        <NativeSelect.Root>
          <NativeSelect.Field
            name="court_id"
            value={values.court_id}
            onChange={(e) => onChange('court_id', e.target.value)}
          >
            <option value="">{labels.chooseCourt}</option>
            {courts.map((court) => (
              <option key={court.id} value={court.id}>
                {court.name}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
      <FormField label={labels.date} error={errors.date} required>
        <Input
          name="date"
          type="date"
          value={values.date}
          onChange={(e) => onChange('date', e.target.value)}
        />
      </FormField>
      <FormField label={labels.start} error={errors.start_time} required>
        <Input
          name="start_time"
          type="time"
          step={60}
          value={values.start_time}
          onChange={(e) => onChange('start_time', e.target.value)}
        />
      </FormField>
      <FormField label={labels.end} error={errors.end_time} required>
        <Input
          name="end_time"
          type="time"
          step={60}
          value={values.end_time}
          onChange={(e) => onChange('end_time', e.target.value)}
        />
      </FormField>
      {children}
    </SimpleGrid>
  );
}
