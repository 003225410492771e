import { expect, screen, waitFor } from 'storybook/test';

/**
 * For play functions: the open dialog once its opening animation has finished, so that what it
 * shows is visible to `toBeVisible` (the content fades in from opacity 0).
 */
export async function openDialog(role: 'dialog' | 'alertdialog', name?: string) {
  const dialog = await screen.findByRole(role, name === undefined ? {} : { name });
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
}
