/**
 * A venue's day at a glance: from a venue's card to its day, a booked hour and
 * a free one, the free one booked through the dialog it opens, and the grid showing it as the
 * member's own. Signed in as the seed's member kept for this journey (DAY_GRID_MEMBER), so that
 * its booking disturbs no other journey.
 */
import { addDays, lagosToday, timeToMinutes, type DailySchedule, type Location } from '@domain';
import { describe, expect, it } from 'vitest';
import { apiData, signInToDashboard, tokenOf, useBrowser } from './browser';

const EMAIL = 'tobi.adewale@example.com';

interface Plan {
  venue: Location;
  /** How many days after today. */
  days: number;
  booked: { court: string; start: string };
  free: { court: string; start: string };
}

const hour = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:00`;

/**
 * Where the seed has another member's booking in the booking window, and a free hour after it
 * on another court: read from the API as the journey's member, the way the grid reads it.
 */
async function findPlan(apiURL: string, token: string, now: Date): Promise<Plan> {
  const venues = await apiData<{ results: Location[] }>(
    apiURL,
    '/locations/locations/?page_size=100',
    token,
  );
  for (let days = 1; days < 7; days++) {
    for (const venue of venues.results) {
      const date = addDays(lagosToday(now), days);
      const day = await apiData<DailySchedule>(
        apiURL,
        `/bookings/daily-schedule/${venue.id}/?date=${date}`,
        token,
      );
      const withBooking = day.courts.find(({ entries }) =>
        entries.some((entry) => entry.kind === 'booking' && !entry.is_mine),
      );
      const taken = withBooking?.entries.find((entry) => entry.kind === 'booking');
      if (!withBooking || !taken) continue;
      const open = Math.ceil(timeToMinutes(day.opening_time) / 60) * 60;
      const close = timeToMinutes(day.closing_time);
      for (const { court, entries } of day.courts) {
        for (let start = open; start + 60 <= close; start += 60) {
          const clear = entries.every(
            (entry) =>
              timeToMinutes(entry.end_time) <= start ||
              timeToMinutes(entry.start_time) >= start + 60,
          );
          if (clear) {
            const bookedStart = Math.floor(timeToMinutes(taken.start_time) / 60) * 60;
            return {
              venue,
              days,
              booked: { court: withBooking.court.name, start: hour(bookedStart) },
              free: { court: court.name, start: hour(start) },
            };
          }
        }
      }
    }
  }
  throw new Error('The seed has no booking by another member in the booking window');
}

describe('a venue’s day at a glance', () => {
  const journey = useBrowser();

  it('shows who holds each court, and books a free hour from the grid', async () => {
    const { page, apiURL } = journey;
    const token = await tokenOf(apiURL, EMAIL);
    const plan = await findPlan(apiURL, token, await page.evaluate(() => new Date()));

    await signInToDashboard(page, EMAIL);
    await page.goto('/locations');
    await page.getByRole('link', { name: `See the day at ${plan.venue.name}` }).click();
    await page.waitForURL(`**/locations/${plan.venue.id}/day`);
    await page.getByRole('heading', { level: 1, name: plan.venue.name }).waitFor();
    for (let step = 0; step < plan.days; step++) {
      await page.getByRole('button', { name: 'Next day' }).click();
    }
    const grid = page.getByRole('grid');
    await grid
      .getByRole('gridcell', { name: `${plan.booked.court}, ${plan.booked.start}, booked` })
      .waitFor();
    // Another member's booking says only that it is booked: no name.
    const freeCell = grid.getByRole('button', {
      name: `${plan.free.court}, ${plan.free.start}, free`,
    });
    await freeCell.click();

    const dialog = page.getByRole('dialog', { name: `Book ${plan.venue.name}` });
    await dialog.waitFor();
    await expect
      .poll(() =>
        dialog
          .getByRole('radiogroup', { name: 'Court' })
          .getByRole('radio', { checked: true })
          .textContent(),
      )
      .toContain(plan.free.court);
    const start = dialog
      .getByRole('radiogroup', { name: 'Start time' })
      .getByRole('radio', { name: new RegExp(`^${plan.free.start}`) });
    await expect.poll(() => start.getAttribute('aria-checked')).toBe('true');
    const confirm = dialog.getByRole('button', { name: 'Confirm booking' });
    await expect.poll(() => confirm.isEnabled()).toBe(true);
    await confirm.click();
    await dialog.getByText('Booking confirmed').waitFor();
    await dialog.getByRole('button', { name: 'Done' }).click();

    await grid
      .getByRole('gridcell', { name: `${plan.free.court}, ${plan.free.start}, yours` })
      .waitFor();
    expect(
      await grid
        .getByRole('button', { name: `${plan.free.court}, ${plan.free.start}, free` })
        .count(),
    ).toBe(0);
  });
});
