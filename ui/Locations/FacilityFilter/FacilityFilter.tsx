import { FACILITY_FILTERS, type FacilityFilter as FacilityFilterValue } from '@domain';
import { ChoiceGroup } from '../../Booking/ChoiceGroup';
import { statusLabel } from '../../theme/status';

export interface FacilityFilterProps {
  value: FacilityFilterValue;
  onChange: (value: FacilityFilterValue) => void;
  label?: string;
  /** Display names of the filter values; 'all' reads 'All sports' by default. */
  optionLabels?: Partial<Record<FacilityFilterValue, string>>;
}

const DEFAULT_LABELS: Partial<Record<FacilityFilterValue, string>> = { all: 'All sports' };

/** All, football, basketball, tennis or volleyball (SPEC §9), as one radio group. */
export function FacilityFilter({
  value,
  onChange,
  label = 'Facility',
  optionLabels = DEFAULT_LABELS,
}: FacilityFilterProps) {
  return (
    <ChoiceGroup
      label={label}
      value={value}
      onChange={onChange}
      compact
      columns={{ base: 'repeat(auto-fill, minmax(6.5rem, 1fr))', md: 'repeat(5, minmax(0, 1fr))' }}
      choices={FACILITY_FILTERS.map((facility) => ({
        value: facility,
        label: optionLabels[facility] ?? statusLabel(facility),
      }))}
    />
  );
}
