// The fields of a pre-rendered page against what its HTML held: whether a visitor changed any,
// and putting them back as the server sent them.
import { afterEach, describe, expect, it } from 'vitest';
import { anyChanged, restoreServerValues } from './fields';

function page(): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = `
    <form>
      <input name="email" value="">
      <input name="remember" type="checkbox">
      <select name="category"><option value="">Choose</option><option value="courts">Courts</option></select>
      <textarea name="message">Hello</textarea>
    </form>`;
  document.body.append(root);
  return root;
}

afterEach(() => document.body.replaceChildren());

describe('the fields of a pre-rendered page', () => {
  it('are unchanged as the server sent them', () => {
    expect(anyChanged(page())).toBe(false);
  });

  it.each([
    ['text typed', (root: HTMLElement) => (root.querySelector('input')!.value = 'ada@club.ng')],
    [
      'a box ticked',
      (root: HTMLElement) =>
        (root.querySelector<HTMLInputElement>('[type=checkbox]')!.checked = true),
    ],
    ['a choice made', (root: HTMLElement) => (root.querySelector('select')!.value = 'courts')],
    ['a message edited', (root: HTMLElement) => (root.querySelector('textarea')!.value = 'Hi')],
  ])('are changed by %s, and put back as the server sent them', (_, change) => {
    const root = page();
    change(root);
    expect(anyChanged(root)).toBe(true);
    restoreServerValues(root);
    expect(anyChanged(root)).toBe(false);
    const form = root.querySelector('form')!;
    expect(Object.fromEntries(new FormData(form))).toEqual({
      email: '',
      category: '',
      message: 'Hello',
    });
  });
});
