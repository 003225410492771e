import { expect, waitFor } from 'storybook/test';

/** Whether the whole of an element lies inside the window, as the member would see it. */
export function inViewport(element: Element): boolean {
  const box = element.getBoundingClientRect();
  return box.top >= 0 && box.left >= 0 && box.bottom <= innerHeight && box.right <= innerWidth;
}

/**
 * For play functions: the feedback pattern's promise about a notice, that it is on screen where
 * the member is and has the focus, so a screen reader reads it out.
 */
export async function expectSeen(notice: HTMLElement) {
  await waitFor(() => expect(inViewport(notice)).toBe(true));
  // The notice takes focus in an effect, after the render the play function may already see.
  await waitFor(() => expect(notice).toHaveFocus());
}
