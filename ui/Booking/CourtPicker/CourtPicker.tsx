import type { Court } from '@domain';
import { statusLabel } from '../../theme/status';
import { ChoiceGroup } from '../ChoiceGroup';

export interface CourtPickerProps {
  courts: readonly Court[];
  value: number | null;
  onChange: (court: Court) => void;
  disabled?: boolean;
  label?: string;
  indoorLabel?: string;
  outdoorLabel?: string;
  closedReason?: string;
}

/** The courts of a location, each with its sport, surface and whether it is indoors. */
export function CourtPicker({
  courts,
  value,
  onChange,
  disabled = false,
  label = 'Court',
  indoorLabel = 'Indoor',
  outdoorLabel = 'Outdoor',
  closedReason = 'Closed',
}: CourtPickerProps) {
  return (
    <ChoiceGroup
      label={label}
      value={value}
      disabled={disabled}
      onChange={(id) => {
        const court = courts.find((candidate) => candidate.id === id);
        if (court) onChange(court);
      }}
      columns={{ base: 'repeat(auto-fill, minmax(8.5rem, 1fr))' }}
      choices={courts.map((court) => ({
        value: court.id,
        label: court.name,
        detail: `${statusLabel(court.court_type)} · ${statusLabel(court.surface_type)} · ${
          court.is_indoor ? indoorLabel : outdoorLabel
        }`,
        disabled: !court.is_active,
        disabledReason: closedReason,
      }))}
    />
  );
}
