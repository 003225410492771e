import { Field, Input } from '../../Forms/Field';

export interface LocationSearchProps {
  value: string;
  onChange: (value: string) => void;
  label?: string;
  placeholder?: string;
}

/** The search box of the locations screen; the screen decides what matches. */
export function LocationSearch({
  value,
  onChange,
  label = 'Search locations',
  placeholder = 'Name, city or address',
}: LocationSearchProps) {
  return (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <Input
        type="search"
        value={value}
        placeholder={placeholder}
        autoComplete="off"
        onChange={(event) => onChange(event.target.value)}
      />
    </Field.Root>
  );
}
