/**
 * The open tab of /bookings lives in the address: a reload or a shared link
 * opens the same tab. Over the real mock backend, the whole app rendered.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp, setupAppTests } from './renderApp';

setupAppTests();

const tab = (name: string) =>
  screen.findByRole('tab', { name: new RegExp(`^${name}`) }, { timeout: 10_000 });

/** Whether the tab is the selected one, once the page has settled on it. */
async function expectSelected(name: string, selected = true) {
  await tab(name);
  await waitFor(() =>
    expect(screen.getByRole('tab', { name: new RegExp(`^${name}`) })).toHaveAttribute(
      'aria-selected',
      String(selected),
    ),
  );
}

describe('the bookings tab in the address', () => {
  it('opens /bookings?tab=past on the past tab', async () => {
    await renderApp('/bookings?tab=past', { as: 'member' });
    await expectSelected('Past');
    await expectSelected('Upcoming', false);
    expect(window.location.search).toBe('?tab=past');
  }, 20_000);

  it('puts the chosen tab in the address, and the first tab leaves it plain', async () => {
    await renderApp('/bookings', { as: 'member' });
    const user = userEvent.setup();
    await expectSelected('Upcoming');
    await user.click(await tab('Cancelled'));
    await waitFor(() => expect(window.location.search).toBe('?tab=cancelled'));
    await expectSelected('Cancelled');
    await user.click(await tab('Upcoming'));
    await waitFor(() => expect(window.location.search).toBe(''));
    expect(window.location.pathname).toBe('/bookings');
  }, 20_000);

  it('opens an unknown tab as the first one', async () => {
    await renderApp('/bookings?tab=nonsense', { as: 'member' });
    await expectSelected('Upcoming');
  }, 20_000);
});
