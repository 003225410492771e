/**
 * The fields of a pre-rendered page that a visitor can change before the app has taken it over
 * (docs/prerender.md, "Typing before the app is ready"): what the browser shows in them against
 * what the server's HTML held, which is what the app's state holds until it is told otherwise.
 */

export type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** The fields a visitor can change, as a selector. */
export const FIELDS = 'input, textarea, select';

export const isToggle = (field: Field): field is HTMLInputElement =>
  field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');

/**
 * The options of `select` chosen as the server's HTML has them, as a form's reset chooses them: in
 * a single choice with none marked, its first option that can be chosen.
 */
function serverChoice(select: HTMLSelectElement): HTMLOptionElement[] {
  const options = [...select.options];
  const marked = options.filter((option) => option.defaultSelected);
  if (select.multiple) return marked;
  const chosen = marked.at(-1) ?? options.find((option) => !option.disabled);
  return chosen ? [chosen] : [];
}

/** Whether the visitor has changed `field` from what the server's HTML held. */
export function isChanged(field: Field): boolean {
  if (field instanceof HTMLSelectElement) {
    const chosen = [...field.options].filter((option) => option.selected);
    const server = serverChoice(field);
    return chosen.length !== server.length || chosen.some((option, i) => option !== server[i]);
  }
  return isToggle(field)
    ? field.checked !== field.defaultChecked
    : field.value !== field.defaultValue;
}

/** Whether any field in `root` has been changed from what the server's HTML held. */
export function anyChanged(root: HTMLElement): boolean {
  return [...root.querySelectorAll<Field>(FIELDS)].some(isChanged);
}

/**
 * Puts every field in `root` back to what the server's HTML held, so that the page shows what the
 * app's state holds. For before hydration, while React tracks none of them.
 */
export function restoreServerValues(root: HTMLElement): void {
  for (const field of root.querySelectorAll<Field>(FIELDS)) {
    if (field instanceof HTMLSelectElement) {
      const server = serverChoice(field);
      for (const option of field.options) option.selected = server.includes(option);
    } else if (isToggle(field)) {
      field.checked = field.defaultChecked;
    } else {
      field.value = field.defaultValue;
    }
  }
}
