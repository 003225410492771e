/**
 * The production build against a server with SPEC §7's operations alone (the mock's `spec`
 * profile: every extension answers 404 `{"detail": "Not found."}` as a Django server without its
 * view would, and no answer lists features, docs/backend-conformance.md). Signed in as member,
 * staff and admin, every page shows no error, nothing asks for an operation the server lacks,
 * the console stays clean, and SPEC §7's core flows complete.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { watchRequests } from '../../scripts/page-settled.mjs';
import { MEMBER_PAGES, PUBLIC_PAGES } from '../../scripts/pages.mjs';
import {
  apiData,
  bookCourt,
  buyPackage,
  DEMO_PASSWORD,
  openCancelOf,
  openJoinConfirmation,
  readFigure,
  signInToDashboard,
  useBrowser,
} from './browser';

/** What went wrong while the page was open: failed API answers, console errors, page errors. */
function watch(page: Page): string[] {
  const problems: string[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname.startsWith('/api/') && response.status() >= 400) {
      problems.push(`${response.status()} ${response.request().method()} ${url.pathname}`);
    }
  });
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

/** What a reader of a failure needs to know of the document: how far the app's start got. */
function pageState(page: Page): Promise<string> {
  return page
    .evaluate(() => {
      const html = document.documentElement;
      const root = document.getElementById('root');
      const headings = [...document.querySelectorAll('h1')].map((h) => h.textContent);
      return JSON.stringify({
        attributes: html.getAttributeNames().map((name) => `${name}=${html.getAttribute(name)}`),
        title: document.title,
        headings,
        rootChildren: root?.childElementCount,
        scripts: [...document.scripts].map((script) => script.src.split('/').pop()).filter(Boolean),
        controller: navigator.serviceWorker?.controller?.state ?? null,
      });
    })
    .catch((error: unknown) => `state unreadable: ${String(error)}`);
}

/**
 * Opens `path` and waits until its page is drawn and its data has arrived; it must end at
 * `landsOn` (a feature's own page leads to the dashboard) with no error panel.
 */
async function visit(page: Page, path: string, landsOn = path): Promise<void> {
  const requests = watchRequests(page);
  await page.goto(path);
  await page.waitForURL((url) => url.pathname === landsOn);
  // The walk visits many pages: a failure names the one it stopped at.
  await page
    .getByRole('heading', { level: 1 })
    .first()
    .waitFor()
    .catch(async (error: unknown) => {
      throw new Error(`No page heading on ${path} (${await pageState(page)}): ${String(error)}`);
    });
  // Until the page's start has ended, late requests included: an answer that fails late shows late.
  await requests.settled();
  // Whatever is still loading has finished: no skeleton or spinner is left.
  await expect
    .poll(() => page.locator('.chakra-skeleton, [aria-busy="true"]').count(), { timeout: 10_000 })
    .toBe(0);
  expect(await page.getByRole('alert').allTextContents(), `an error on ${path}`).toEqual([]);
  expect(await page.getByRole('button', { name: /Try again/i }).count()).toBe(0);
}

/** The full name the server gives the account of `email`, as its own session check says. */
async function fullNameOf(apiURL: string, email: string): Promise<string> {
  const login = { email, password: DEMO_PASSWORD };
  const data = await apiData<{ user: { full_name: string } }>(apiURL, '/auth/login/', null, login);
  return data.user.full_name;
}

/** The pages of each extension feature, which lead to the dashboard on this server. */
const FEATURE_PAGES = ['/notifications', '/subscriptions/history'];

describe('the app against a server with SPEC §7 alone', () => {
  // With the installable app's worker, as on a member's phone: the whole app, worker and all,
  // against a server that lacks our extensions.
  const journey = useBrowser(undefined, { server: 'spec', serviceWorkers: 'allow' });

  it('shows a visitor every public page without an error', async () => {
    const { page } = journey;
    const problems = watch(page);
    for (const path of PUBLIC_PAGES) await visit(page, path);
    expect(problems).toEqual([]);
  });

  it('a member walks every page; nothing of a missing feature is shown', async () => {
    const { page } = journey;
    const problems = watch(page);
    await signInToDashboard(page, 'member@pitchside.ng');
    for (const path of ['/', ...MEMBER_PAGES]) await visit(page, path);
    await page.goto('/locations');
    const day = page.getByRole('link', { name: /^See the day at / }).first();
    await visit(page, (await day.getAttribute('href')) ?? '/locations/1/day');
    for (const path of FEATURE_PAGES) await visit(page, path, '/dashboard');
    // Nothing of a feature the server lacks: no bell, no history link, no reschedule quote.
    expect(await page.getByRole('link', { name: /^Notifications/ }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Coin history' }).count()).toBe(0);
    expect(problems).toEqual([]);
  });

  it('a member books a court and cancels it, the coins coming back', async () => {
    const { page } = journey;
    const problems = watch(page);
    await signInToDashboard(page, 'member@pitchside.ng');
    await page.goto('/subscriptions');
    await page.getByText('Reserved').first().waitFor();
    const reserved = await readFigure(page, 'Reserved');
    const reference = await bookCourt(page, { day: 2, start: 'first' });
    await page.goto('/bookings');
    const card = page.getByRole('article').filter({ hasText: reference });
    await card.getByText('Reschedule: coming soon').waitFor();
    expect(await page.getByRole('button', { name: /^Reschedule/ }).count()).toBe(0);
    await (await openCancelOf(page, reference)).click();
    await page.getByText('Booking Cancelled').first().waitFor();
    await page.goto('/subscriptions');
    await page.getByText('Reserved').first().waitFor();
    await expect.poll(() => readFigure(page, 'Reserved')).toBe(reserved);
    expect(problems).toEqual([]);
  });

  it('a member joins a game session', async () => {
    const { page } = journey;
    const problems = watch(page);
    await signInToDashboard(page, 'member@pitchside.ng');
    const { confirm, session } = await openJoinConfirmation(page);
    await confirm.getByRole('button', { name: /^Join for / }).click();
    await confirm.waitFor({ state: 'detached' });
    await session.getByRole('button', { name: /^Leave/ }).waitFor();

    expect(problems).toEqual([]);
  });

  it('a member buys a package and sees the wallet grow', async () => {
    const { page } = journey;
    const problems = watch(page);
    await signInToDashboard(page, 'member@pitchside.ng');
    await page.goto('/subscriptions');
    await page.getByText('Available coins').first().waitFor();
    const before = await readFigure(page, 'Available coins');
    await buyPackage(page);
    await page.getByText('Purchase Successful!').first().waitFor();
    await expect.poll(() => readFigure(page, 'Available coins')).toBeGreaterThan(before);

    expect(problems).toEqual([]);
  });

  it('staff approve a newcomer and run the sessions page; member pages are not offered', async () => {
    const { page, apiURL } = journey;
    const email = `spec.applicant.${Date.now()}@example.ng`;
    const registered = await fetch(`${apiURL}/auth/register/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email,
        password: DEMO_PASSWORD,
        password_confirm: DEMO_PASSWORD,
        first_name: 'Bisola',
        last_name: 'Adeyemi',
        phone_number: '08035550177',
      }),
    });
    expect(registered.status).toBe(201);

    const problems = watch(page);
    await signInToDashboard(page, 'staff@pitchside.ng');
    await visit(page, '/dashboard');
    await visit(page, '/staff/sessions');
    await visit(page, '/staff/members/5', '/dashboard');

    await page.getByRole('tab', { name: 'Admin Overview' }).click();
    await page.getByRole('button', { name: 'Approve Bisola Adeyemi' }).click();
    await page.getByText('User approved successfully').first().waitFor();
    // The user list names members without a link to a page the server does not have.
    const users = page.getByRole('region', { name: 'Manage Users' });
    await users.getByRole('row').nth(1).waitFor();
    expect(await users.getByRole('link').count()).toBe(0);

    const login = await fetch(`${apiURL}/auth/login/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: DEMO_PASSWORD }),
    });
    expect(login.status).toBe(200);
    expect(problems).toEqual([]);
  });

  it('an admin adjusts coins without a member page, and has no audit log', async () => {
    const { page } = journey;
    const problems = watch(page);
    await signInToDashboard(page, 'admin@pitchside.ng');
    await visit(page, '/dashboard?tab=admin', '/dashboard');
    expect(await page.getByRole('link', { name: /audit log/i }).count()).toBe(0);
    await visit(page, '/staff/audit', '/dashboard');

    await page.getByRole('tab', { name: 'Admin Overview' }).click();
    const form = page.getByRole('form', { name: 'Adjust Coins' });
    await form.getByRole('searchbox', { name: 'Member' }).fill('Kelechi');
    const name = await fullNameOf(journey.apiURL, 'kelechi.obi@example.com');
    await form
      .getByRole('list', { name: 'Matching members' })
      .getByRole('button', { name: `Pick ${name}` })
      .press('Enter');
    // No member page to read the balance from: the review shows the change alone.
    expect(await form.getByText(/Balance/).count()).toBe(0);
    await form.getByLabel('Amount (coins)').fill('25');
    await form.getByLabel('Type').selectOption('bonus');
    await form.getByLabel('Reason').fill('League winner');
    await form.getByRole('button', { name: 'Review adjustment' }).click();
    await form.getByRole('group', { name: 'Review adjustment' }).waitFor();
    await form.getByRole('button', { name: 'Confirm adjustment' }).click();
    await form.getByText(`25 coins added to ${name}'s wallet`).waitFor();
    expect(problems).toEqual([]);
  });
});
