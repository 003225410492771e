import { useState } from 'react';

/** Field errors as the server sends them (DRF style): field name, or non_field_errors, to messages. */
export type ServerFieldErrors = Readonly<Record<string, readonly string[] | undefined>>;

/** The key under which the server puts messages that belong to no single field. */
export const NON_FIELD_ERRORS = 'non_field_errors';

/** All of one field's server messages as one line, or undefined when it has none. */
export function joinServerErrors(
  errors: ServerFieldErrors | undefined,
  field: string,
): string | undefined {
  const messages = errors?.[field];
  return messages && messages.length > 0 ? messages.join(' ') : undefined;
}

/**
 * The server's field errors, each hidden once the user edits its field: a message about a value
 * the user has since changed would be wrong. A new `errors` object (a new failed submission)
 * shows them all again.
 */
export function useServerFieldErrors(errors: ServerFieldErrors | undefined) {
  const [state, setState] = useState({ errors, edited: new Set<string>() });
  // Adjusting state while rendering (not in an effect) so a new answer never flashes stale marks.
  if (state.errors !== errors) setState({ errors, edited: new Set() });
  const edited = state.errors === errors ? state.edited : new Set<string>();

  return {
    /** The server's message for a field the user has not touched since it arrived. */
    serverError(field: string): string | undefined {
      return edited.has(field) ? undefined : joinServerErrors(errors, field);
    },
    markEdited(field: string): void {
      if (edited.has(field) || joinServerErrors(errors, field) === undefined) return;
      setState({ errors, edited: new Set(edited).add(field) });
    },
  };
}

/**
 * Moves focus to the first field, in the order given, that has an error, so that keyboard and
 * screen-reader users land on what needs fixing. Fields are found by their `name`.
 */
export function focusFirstInvalid(
  form: HTMLFormElement,
  fieldsInOrder: readonly string[],
  errors: Readonly<Record<string, string | undefined>>,
): void {
  const first = fieldsInOrder.find((field) => errors[field] !== undefined);
  if (first === undefined) return;
  const control = form.querySelector<HTMLElement>(`[name="${first}"]`);
  control?.focus();
}
