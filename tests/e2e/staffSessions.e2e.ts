import { describe, expect, it } from 'vitest';
import { api, signInToDashboard, tokenOf, useBrowser } from './browser';

interface Venue {
  id: number;
  name: string;
}
interface Court {
  id: number;
  name: string;
}
interface Session {
  id: number;
  title: string;
}
interface Overlaps {
  bookings: unknown[];
  sessions: unknown[];
}

const addDays = (date: string, days: number) => {
  const next = new Date(`${date}T12:00:00Z`);
  next.setUTCDate(next.getUTCDate() + days);
  return next.toISOString().slice(0, 10);
};

describe('staff running sessions and closures', () => {
  const journey = useBrowser();

  it('creates a session a member joins, cancels it (coins back), and blocks a court', async () => {
    const { page, apiURL } = journey;
    const staffToken = await tokenOf(apiURL, 'staff@pitchside.ng');
    const memberToken = await tokenOf(apiURL, 'member@pitchside.ng');
    const venues = await api<{ results: Venue[] }>(
      apiURL,
      '/locations/locations/?page_size=100',
      {},
      memberToken,
    );
    const venue = venues.body.data.results.find((v) => v.name === 'Lekki Arena');
    if (!venue) throw new Error('The seed has no Lekki Arena');
    const courts = await api<Court[]>(
      apiURL,
      `/locations/locations/${venue.id}/courts/`,
      {},
      memberToken,
    );
    const court = courts.body.data[0];
    if (!court) throw new Error('Lekki Arena has no court');

    // A day whose first two hours on this court hold nothing, found as staff would.
    const today = new Date(await page.evaluate(() => Date.now())).toISOString().slice(0, 10);
    let day = '';
    for (let ahead = 5; ahead < 13 && !day; ahead += 1) {
      const candidate = addDays(today, ahead);
      const overlaps = await api<Overlaps>(
        apiURL,
        `/locations/closures/overlaps/?court_id=${court.id}&date=${candidate}&start_time=06:00&end_time=08:00`,
        {},
        staffToken,
      );
      const closures = await api<unknown[]>(
        apiURL,
        `/locations/closures/?location_id=${venue.id}&date=${candidate}`,
        {},
        staffToken,
      );
      if (
        overlaps.body.data.bookings.length === 0 &&
        overlaps.body.data.sessions.length === 0 &&
        closures.body.data.length === 0
      ) {
        day = candidate;
      }
    }
    expect(day).not.toBe('');

    // Staff create the session from the page.
    await signInToDashboard(page, 'staff@pitchside.ng');
    await page.getByRole('link', { name: 'Sessions' }).first().click();
    await page.waitForURL('**/staff/sessions**');
    await page.getByRole('heading', { level: 1, name: 'Sessions & closures' }).waitFor();
    await page.getByLabel('Venue', { exact: true }).selectOption(String(venue.id));
    await page.getByLabel('Day', { exact: true }).fill(day);
    await page.waitForURL(`**date=${day}**`);
    await page.getByRole('button', { name: 'New session' }).click();
    const form = page.getByRole('form', { name: 'New game session' });
    const title = `Dawn Game ${Date.now() % 100000}`;
    await form.getByLabel('Court', { exact: true }).selectOption(String(court.id));
    await form.getByLabel('Start time').fill('06:00');
    await form.getByLabel('End time').fill('07:00');
    await form.getByLabel('Max players').fill('4');
    await form.getByLabel('Coin cost per player').fill('10');
    await form.getByLabel('Title (optional)').fill(title);
    await form.getByRole('button', { name: 'Create session' }).click();
    await page.getByText('Session created.').waitFor();
    await page.getByRole('heading', { level: 3, name: title }).waitFor();

    // The member sees it and joins it.
    const listed = await api<Session[]>(
      apiURL,
      `/locations/locations/${venue.id}/sessions/?date=${day}`,
      {},
      memberToken,
    );
    const session = listed.body.data.find((s) => s.title === title);
    if (!session) throw new Error('The member does not see the new session');
    const before = await api<{ available_balance: number }>(
      apiURL,
      '/subscriptions/wallet/',
      {},
      memberToken,
    );
    const joined = await api(
      apiURL,
      `/bookings/sessions/${session.id}/join/`,
      { method: 'POST', body: '{}' },
      memberToken,
    );
    expect(joined.status).toBe(201);
    const during = await api<{ available_balance: number }>(
      apiURL,
      '/subscriptions/wallet/',
      {},
      memberToken,
    );
    expect(during.body.data.available_balance).toBe(before.body.data.available_balance - 10);

    // Staff cancel it: the member's coins come back at once.
    await page.reload();
    await page.getByText('1 of 4 players').waitFor();
    await page.getByRole('button', { name: `Cancel session ${title}` }).click();
    await page.getByRole('button', { name: 'Cancel session and refund' }).click();
    await page.getByText('Session cancelled. 1 player was refunded.').waitFor();
    const after = await api<{ available_balance: number }>(
      apiURL,
      '/subscriptions/wallet/',
      {},
      memberToken,
    );
    expect(after.body.data.available_balance).toBe(before.body.data.available_balance);

    // Staff block the court; nothing is booked then, and the closure is listed.
    await page.getByRole('button', { name: 'Block a court' }).click();
    const closure = page.getByRole('region', { name: 'Block a court for maintenance' });
    await closure.getByLabel('Court', { exact: true }).selectOption(String(court.id));
    await closure.getByLabel('From').fill('07:00');
    await closure.getByLabel('Until').fill('08:00');
    await closure.getByLabel('Reason (optional)').fill('Line marking');
    await closure.getByRole('button', { name: 'Check bookings' }).click();
    await closure.getByText('Nothing is booked on this court then.').waitFor();
    await closure.getByRole('button', { name: 'Close the court' }).click();
    await page.getByText('Court closed for maintenance.').waitFor();
    await page.getByText(`${court.name} closed 07:00–08:00`).waitFor();

    // The member can no longer book that hour.
    const slots = await api<{ slots: { start_time: string }[] }>(
      apiURL,
      `/bookings/available-slots/?location_id=${venue.id}&date=${day}&court_id=${court.id}&duration_hours=1`,
      {},
      memberToken,
    );
    expect(slots.body.data.slots.map((slot) => slot.start_time)).not.toContain('07:00');

    // The member reads why on their booking, on its card and in its details.
    const mine = await api<{ session_id: number | null; booking_reference: string }[]>(
      apiURL,
      '/bookings/user-bookings/',
      {},
      memberToken,
    );
    const place = mine.body.data.find((booking) => booking.session_id === session.id);
    if (!place) throw new Error("The member's place in the session is not listed");
    await page.evaluate(() => localStorage.clear());
    await signInToDashboard(page, 'member@pitchside.ng');
    await page.goto('/bookings?tab=cancelled');
    const card = page.getByRole('article').filter({ hasText: place.booking_reference });
    await card.getByText('Reason: Session cancelled by staff').waitFor();
    await card.getByRole('button', { name: `View details of ${place.booking_reference}` }).click();
    const details = page.getByRole('dialog', { name: 'Booking details' });
    expect(
      await details
        .getByText('Reason', { exact: true })
        .locator('xpath=following-sibling::dd[1]')
        .textContent(),
    ).toBe('Session cancelled by staff');
  });

  it('shows the admin the revenue series as a chart with its table', async () => {
    const { page } = journey;
    await signInToDashboard(page, 'admin@pitchside.ng');
    await page.getByRole('tab', { name: 'Admin Overview' }).click();
    await page.getByRole('img', { name: 'Package revenue by day' }).waitFor();
    const table = page.getByRole('table', {
      name: 'Package revenue, purchases and coins sold in the period',
    });
    await table.waitFor();
    expect(await table.getByRole('row').count()).toBeGreaterThan(1);
  });
});
