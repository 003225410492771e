import { describe, expect, it } from 'vitest';
import { PHONE, signInToDashboard, useBrowser } from './browser';

describe('game sessions on /locations', () => {
  const journey = useBrowser();

  it('filters by sport, venue and day, groups them by day, and keeps all that in the address', async () => {
    const { page } = journey;
    await signInToDashboard(page, 'member@pitchside.ng');
    await page.goto('/locations');
    await page.getByRole('tab', { name: 'Game sessions' }).click();
    await page.waitForURL((url) => url.searchParams.get('view') === 'sessions');

    const count = page.getByRole('status').filter({ hasText: /game sessions?$/ });
    const total = Number(/(\d+) game sessions?$/.exec((await count.textContent()) ?? '')?.[1]);
    expect(total).toBeGreaterThan(10);
    // One heading per day, each naming a weekday and a date.
    const days = page.getByRole('main').getByRole('heading', { level: 2 });
    expect(await days.count()).toBeGreaterThan(1);
    expect(await days.first().textContent()).toMatch(
      /^(Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day \d{1,2} \w{3} \d{4}$/,
    );

    await page.getByRole('combobox', { name: 'Sport' }).selectOption('football');
    await page.waitForURL((url) => url.searchParams.get('sport') === 'football');
    const narrowed = page
      .getByRole('status')
      .filter({ hasText: /^Showing \d+ of \d+ game sessions$/ });
    await narrowed.waitFor();
    const football = Number(/Showing (\d+)/.exec((await narrowed.textContent()) ?? '')?.[1]);
    expect(football).toBeGreaterThan(0);
    expect(football).toBeLessThan(total);
    for (const card of await page.getByRole('article').all()) {
      expect(await card.textContent()).toContain('(Football)');
    }
    // Each Join says which session it joins.
    const joins = page.getByRole('button', { name: /^Join / });
    for (const join of await joins.all()) {
      expect(await join.getAttribute('aria-label')).toMatch(
        /^Join .+, (Mon|Tue|Wed|Thu|Fri|Sat|Sun) \d{1,2} \w{3} \d{4}, \d\d:\d\d$/,
      );
    }

    const firstDay = (await days.first().textContent()) ?? '';
    await page.getByRole('combobox', { name: 'Day' }).selectOption({ label: firstDay });
    await page.waitForURL((url) => url.searchParams.has('day'));
    await expect.poll(() => days.allTextContents()).toEqual([firstDay]);
    const url = page.url();

    // A reload keeps the tab and the filters.
    await page.reload();
    await page.getByRole('tab', { name: 'Game sessions', selected: true }).waitFor();
    await expect
      .poll(() => page.getByRole('combobox', { name: 'Sport' }).inputValue())
      .toBe('football');
    await expect.poll(() => days.allTextContents()).toEqual([firstDay]);
    expect(page.url()).toBe(url);

    // Back undoes the day, then the sport.
    await page.goBack();
    await page.waitForURL((next) => !next.searchParams.has('day'));
    await expect.poll(() => days.count()).toBeGreaterThan(1);
    await page.goBack();
    await page.waitForURL((next) => !next.searchParams.has('sport'));
    await expect.poll(() => page.getByRole('combobox', { name: 'Sport' }).inputValue()).toBe('');

    // A venue narrows them to that venue's sessions.
    const venue = page.getByRole('combobox', { name: 'Venue' });
    const venueName = (await venue.locator('option').nth(1).textContent()) ?? '';
    await venue.selectOption({ label: venueName });
    await page.waitForURL((next) => next.searchParams.has('venue'));
    await expect
      .poll(async () =>
        (await page.getByRole('article').allTextContents()).every((card) =>
          card.includes(`${venueName} · `),
        ),
      )
      .toBe(true);
  });

  it('keeps the venue search in the address', async () => {
    const { page } = journey;
    await signInToDashboard(page, 'member@pitchside.ng');
    await page.goto('/locations');
    await page.getByRole('searchbox', { name: 'Search locations' }).fill('Lagos');
    await page.waitForURL((url) => url.searchParams.get('q') === 'Lagos');
    await page.getByRole('radio', { name: 'Tennis' }).click();
    await page.waitForURL((url) => url.searchParams.get('facility') === 'tennis');
    const status = page.getByRole('status').filter({ hasText: /locations$/ });
    await expect.poll(() => status.textContent()).toMatch(/^Showing \d+ of \d+ locations$/);
    const shown = await status.textContent();
    const names = await page.getByRole('article').getByRole('heading').allTextContents();
    await page.reload();
    await expect
      .poll(() => page.getByRole('searchbox', { name: 'Search locations' }).inputValue())
      .toBe('Lagos');
    await expect.poll(() => status.textContent()).toBe(shown);
    expect(await page.getByRole('article').getByRole('heading').allTextContents()).toEqual(names);
  });
});

describe('game sessions on a phone', () => {
  const journey = useBrowser(PHONE);

  it('opens from a shared link with its filters', async () => {
    const { page } = journey;
    await signInToDashboard(page, 'member@pitchside.ng');
    await page.goto('/locations?view=sessions&sport=basketball');
    await page.getByRole('tab', { name: 'Game sessions', selected: true }).waitFor();
    await expect
      .poll(() => page.getByRole('combobox', { name: 'Sport' }).inputValue())
      .toBe('basketball');
    await page.getByRole('article').first().waitFor();
    for (const card of await page.getByRole('article').all()) {
      expect(await card.textContent()).toContain('(Basketball)');
    }
  });
});
