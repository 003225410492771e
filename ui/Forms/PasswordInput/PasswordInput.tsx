import { Icon, IconButton, InputGroup, type InputProps } from '@chakra-ui/react';
import { Input, useField } from '../Field';
import { useState } from 'react';

export interface PasswordInputProps extends Omit<InputProps, 'type'> {
  /**
   * The toggle's accessible name. It stays the same whichever way the toggle is set, and
   * `aria-pressed` says whether the password is showing.
   */
  toggleLabel?: string;
  /** Whether the password starts out readable. */
  defaultVisible?: boolean;
}

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <Icon boxSize="4">
      <svg
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />
        <circle cx="12" cy="12" r="3" />
        {crossed && <path d="M3 3l18 18" />}
      </svg>
    </Icon>
  );
}

/** A password input with a button that shows or hides what was typed. */
export function PasswordInput({
  toggleLabel = 'Show password',
  defaultVisible = false,
  disabled,
  size,
  ...inputProps
}: PasswordInputProps) {
  const [visible, setVisible] = useState(defaultVisible);
  const field = useField();
  const isDisabled = disabled ?? field?.disabled ?? false;

  return (
    <InputGroup
      endElement={
        <IconButton
          type="button"
          variant="ghost"
          size="xs"
          me="-1"
          aria-label={toggleLabel}
          aria-pressed={visible}
          disabled={isDisabled}
          onClick={() => setVisible((shown) => !shown)}
        >
          <EyeIcon crossed={visible} />
        </IconButton>
      }
    >
      <Input
        {...inputProps}
        size={size}
        disabled={isDisabled}
        type={visible ? 'text' : 'password'}
      />
    </InputGroup>
  );
}
