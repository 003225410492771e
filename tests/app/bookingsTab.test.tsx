/**
 * The open tab of /bookings lives in the address: a reload or a shared link
 * opens the same tab; and the older bookings' pages, when they fail, say so in the tabs that list
 * them. Over the real mock backend, the whole app rendered.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp, setupAppTests } from './renderApp';

const { server } = setupAppTests();

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

describe('the older bookings, when their pages cannot be loaded', () => {
  it('says so in the past and all tabs, with a retry that loads them', async () => {
    let failing = true;
    server.use(
      http.get('*/api/v1/bookings/history/', () =>
        failing
          ? HttpResponse.json(
              { success: false, message: 'The history is resting.' },
              { status: 503 },
            )
          : undefined,
      ),
    );
    await renderApp('/bookings?tab=past', { as: 'member' });
    const user = userEvent.setup();
    const alert = await screen.findByRole('alert', {}, { timeout: 15_000 });
    expect(alert).toHaveTextContent('The history is resting.');
    // The bookings the list already has stay listed.
    expect(screen.getAllByRole('article').length).toBeGreaterThan(0);
    await user.click(await tab('All'));
    expect(await screen.findByRole('alert')).toHaveTextContent('The history is resting.');

    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull(), { timeout: 10_000 });
  }, 40_000);
});
