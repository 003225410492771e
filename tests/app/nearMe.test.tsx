/**
 * "Near me" on /locations: the whole app over the mock backend, with the
 * browser's answer put in the store's `locateAtom` instead of a real geolocation prompt.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { locateAtom, type LocateResult } from '@app/state/locate';
import { renderApp, setupAppTests, startTestApp } from './renderApp';

setupAppTests();

// The words of a refused location load when first needed. Loaded once here, a test waits for the
// page, not for the test runner to compile that module on a busy machine.
beforeAll(() => import('@ui/Locations/NearMe/NearMeProblem'), 60_000);

const LEKKI = { latitude: 6.4474, longitude: 3.4723 };

async function openLocations(answer: LocateResult) {
  const store = await startTestApp('member');
  let asked = 0;
  store.set(locateAtom, {
    locate: () => {
      asked += 1;
      return Promise.resolve(answer);
    },
  });
  await renderApp('/locations', { store });
  await screen.findAllByRole('article', {}, { timeout: 10_000 });
  return { asked: () => asked };
}

const cardNames = () =>
  screen.getAllByRole('article').map((card) => within(card).getByRole('heading').textContent);

describe('Near me on /locations', () => {
  it('sorts the venues by distance from the member, shows each distance, and keeps the coordinates out of the address', async () => {
    const browser = await openLocations({ ok: true, ...LEKKI });
    expect(browser.asked()).toBe(0);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Near me' }));

    await waitFor(() =>
      expect(screen.getByText('Sorted by distance from you')).toHaveAttribute('role', 'status'),
    );
    await waitFor(() => expect(cardNames()).toEqual(['Lekki Arena', 'Ikoyi Racquet Club']), {
      timeout: 10_000,
    });
    expect(within(screen.getAllByRole('article')[0]!).getByText('0 m')).toBeInTheDocument();
    expect(within(screen.getAllByRole('article')[1]!).getByText(/^\d\.\d km$/)).toBeInTheDocument();
    expect(screen.getByText('2 locations within 10 km')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Near me' })).toHaveAttribute('aria-pressed', 'true');
    expect(browser.asked()).toBe(1);
    const address = new URLSearchParams(window.location.search);
    expect(address.get('near')).toBe('me');
    expect(window.location.href).not.toContain('6.44');
    expect(window.location.href).not.toContain('3.47');

    await user.click(screen.getByRole('button', { name: 'Show all venues' }));
    await waitFor(() => expect(cardNames()).toHaveLength(8));
    expect(new URLSearchParams(window.location.search).has('near')).toBe(false);
  }, 150_000);

  it('says when location is off, and sorts from the centre of a picked city instead', async () => {
    await openLocations({ ok: false, reason: 'denied' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Near me' }));
    expect(await screen.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(
      "Location is off for Pitchside. Allow it in your browser's settings, or pick a city.",
    );
    // Without a position the list stays as it was: every venue, by name.
    expect(cardNames()).toHaveLength(8);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Or pick a city' }), 'Lagos');
    await waitFor(() =>
      expect(screen.getByText('Sorted by distance from the centre of Lagos')).toBeInTheDocument(),
    );
    await waitFor(() => expect(cardNames()).toHaveLength(3), { timeout: 10_000 });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(new URLSearchParams(window.location.search).get('city')).toBe('Lagos');
    const distances = screen
      .getAllByRole('article')
      .map((card) => Number.parseFloat(within(card).getByText(/ (k?m)$/).textContent ?? ''));
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
  }, 150_000);

  it('offers a retry when the position cannot be found, and asks the browser again', async () => {
    const browser = await openLocations({ ok: false, reason: 'timeout' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Near me' }));
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(alert).toHaveTextContent(
      'Finding your location took too long. Try again, or pick a city.',
    );
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(browser.asked()).toBe(2));
  }, 150_000);

  it('offers a wider radius when no venue lies within 10 km, and keeps it in the address', async () => {
    // Oyo town: the nearest venue is in Ibadan, some 50 km south.
    await openLocations({ ok: true, latitude: 7.85, longitude: 3.93 });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Near me' }));
    await screen.findByRole('heading', { name: 'No venues within 10 km' }, { timeout: 10_000 });
    await user.click(screen.getByRole('button', { name: 'Look within 100 km' }));
    await waitFor(() => expect(cardNames()).toEqual(['Ring Road Sports Park']), {
      timeout: 10_000,
    });
    expect(within(screen.getByRole('article')).getByText(/^\d{2}\.\d km$/)).toBeInTheDocument();
    expect(screen.getByText('1 location within 100 km')).toBeInTheDocument();
    expect(new URLSearchParams(window.location.search).get('within')).toBe('100');
  }, 150_000);
});
