/**
 * What a visitor does on a pre-rendered page before the app has taken it over (docs/prerender.md).
 * The browser shows what is typed, but the app's state still holds the server's empty values, and
 * its first render after hydration puts them back. So what is typed is remembered from before
 * hydration on, and once the page is the app's each field is announced to it as if typed then; a
 * form sent meanwhile was held by the before-paint script and is sent again, or else a button
 * pressed meanwhile is pressed again.
 */
import { FIELDS, isChanged, isToggle, type Field } from './fields';

interface HeldSubmit {
  pitchsideHeldSubmit?: HTMLElement;
  pitchsideHeldClick?: HTMLElement;
}

const isField = (target: EventTarget | null): target is Field =>
  target instanceof HTMLInputElement ||
  target instanceof HTMLTextAreaElement ||
  target instanceof HTMLSelectElement;

/** Sets a property through the element's prototype, where React's value tracker does not see it. */
function setUntracked(field: Field, property: 'value' | 'checked', value: string | boolean): void {
  const prototype = Object.getPrototypeOf(field) as object;
  Object.getOwnPropertyDescriptor(prototype, property)?.set?.call(field, value);
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Makes the app see `value` arrive in `field`, as the browser would report a person's input. */
function announce(field: Field, value: string | boolean): void {
  if (isToggle(field)) {
    if (typeof value !== 'boolean') return;
    field.checked = !value;
    setUntracked(field, 'checked', value);
    field.dispatchEvent(new Event('click', { bubbles: true }));
    return;
  }
  if (typeof value !== 'string') return;
  if (field instanceof HTMLSelectElement) {
    // React reads a select's choice from its change event alone.
    field.value = value;
    field.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  field.value = field.defaultValue;
  setUntracked(field, 'value', value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * Starts remembering what is typed into `root` (call it before hydrating); the returned function
 * hands it to the app once the page is the app's, and sends a form that was held.
 */
export function holdEarlyInput(root: HTMLElement): () => void {
  const typed = new Map<Field, string | boolean>();
  const remember = (field: Field) =>
    typed.set(field, isToggle(field) ? field.checked : field.value);
  root.querySelectorAll<Field>(FIELDS).forEach((field) => {
    if (isChanged(field)) remember(field);
  });
  const onInput = (event: Event) => {
    if (isField(event.target)) remember(event.target);
  };
  root.addEventListener('input', onInput, true);
  root.addEventListener('change', onInput, true);

  return () => {
    root.removeEventListener('input', onInput, true);
    root.removeEventListener('change', onInput, true);
    void (async () => {
      // One field per task, as a person types: a form that builds its next value from the one it
      // last rendered must have rendered the previous field first.
      for (const [field, value] of typed) {
        if (!field.isConnected) continue;
        announce(field, value);
        await nextTask();
      }
      document.documentElement.setAttribute('data-app-ready', '');
      const early = window as Window & HeldSubmit;
      const held = early.pitchsideHeldSubmit;
      const pressed = early.pitchsideHeldClick;
      delete early.pitchsideHeldSubmit;
      delete early.pitchsideHeldClick;
      if (!held?.isConnected) {
        // A button pressed before (the menu, say) is pressed again, now that it does something.
        if (pressed?.isConnected) pressed.click();
        return;
      }
      if (held instanceof HTMLFormElement) held.requestSubmit();
      else if (held instanceof HTMLButtonElement || held instanceof HTMLInputElement) {
        held.form?.requestSubmit(held);
      }
    })();
  };
}
