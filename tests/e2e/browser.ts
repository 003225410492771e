/**
 * One Chromium per worker (Debian's, never a downloaded one), a fresh context per test, and one
 * mock server and site per journey file: files share no state, so they run two at a time. A
 * worker runs its files one after another in one process (vite.config.ts: `isolate: false`);
 * `tests/e2e/setup.ts` closes each file's sites when the file ends.
 *
 * It also holds the steps journeys share, here and in tests/dev (signing in, registering, booking a
 * court, buying a package): a journey takes them from here, and writes out by hand only the part
 * it checks on the way.
 */
import { mkdirSync, mkdtempSync } from 'node:fs';
import { join } from 'node:path';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
  type Request as PlaywrightRequest,
} from 'playwright-core';
import { beforeAll, beforeEach, expect, inject, onTestFinished } from 'vitest';
import { chromiumArgs, findChromium } from '../../scripts/chromium.mjs';
import { watchRequests } from '../../scripts/page-settled.mjs';
import { serveStatic } from '../../scripts/serve-static.mjs';
import { startMockServer } from '../../scripts/start-mock-server.mjs';

export const DEMO_PASSWORD = 'Pitchside#2026';
export const PHONE = { width: 360, height: 740 };
const SHOTS = 'test-results/e2e';

export interface Journey {
  page: Page;
  context: BrowserContext;
  baseURL: string;
  apiURL: string;
  /** Where this file's mock server writes every e-mail it sends, one JSON line each. */
  outboxFile: string;
}

interface Site {
  baseURL: string;
  apiURL: string;
  outboxFile: string;
  close: () => Promise<void>;
}

/** How to stop each mock server this file started, whatever happens to the file. */
const stops = new Set<() => void>();

/** The production build behind its own mock server (seeded afresh, on the journeys' clock). */
async function startSite(env: Record<string, string> = {}): Promise<Site> {
  // In the run's own folder, which goes when the run ends (globalSetup.ts).
  const outboxFile = join(mkdtempSync(join(inject('workDir'), 'outbox-')), 'outbox.jsonl');
  const mock = await startMockServer({
    bundled: true,
    env: { MOCK_NOW: inject('now'), MOCK_OUTBOX_FILE: outboxFile, ...env },
  });
  stops.add(mock.stop);
  const site = await serveStatic(inject('dist'), {
    spaFallback: true,
    proxy: { '/api/': mock.origin },
  });
  return {
    baseURL: site.url,
    apiURL: mock.apiURL,
    outboxFile,
    close: async () => {
      await site.close();
      mock.stop();
      stops.delete(mock.stop);
    },
  };
}

/**
 * This file's sites, started when first wanted: the demo one, one paying by card provider, and one
 * whose server has SPEC §7's operations alone (the mock's `spec` profile, mocks/profile.ts).
 */
type SiteKind = 'demo' | 'provider' | 'spec';
const SITE_ENV: Record<SiteKind, Record<string, string>> = {
  demo: {},
  provider: { MOCK_PAYMENT_MODE: 'provider' },
  spec: { MOCK_PROFILE: 'spec' },
};
const sites = new Map<SiteKind, Promise<Site>>();
const siteOf = (kind: SiteKind) => {
  let site = sites.get(kind);
  if (!site) {
    site = startSite(SITE_ENV[kind]);
    sites.set(kind, site);
  }
  return site;
};

/**
 * Closes the sites the current file started (`tests/e2e/setup.ts` calls it as each file ends): the
 * servers live as long as the file's journeys, whichever describe blocks use them, and the next
 * file starts its own.
 */
export async function closeSites(): Promise<void> {
  const started = await Promise.allSettled(sites.values());
  sites.clear();
  await Promise.all(started.map((s) => (s.status === 'fulfilled' ? s.value.close() : undefined)));
}
// A worker that ends early (a crash, a timeout) still leaves no server behind.
process.once('exit', () => stops.forEach((stop) => stop()));

/**
 * The worker's Chromium, launched when a file first wants it and kept for the next files (each
 * test has a context of its own): Playwright closes it when the worker's process exits. A browser
 * that has gone (it crashed) is launched again.
 */
let launched: Promise<Browser> | undefined;
async function workerBrowser(): Promise<Browser> {
  const running = launched && (await launched.catch(() => undefined));
  if (running?.isConnected()) return running;
  launched = chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
  return launched;
}

/** The same build against a mock whose purchases go through the simulated card provider. */
export async function providerBaseURL(): Promise<string> {
  return (await siteOf('provider')).baseURL;
}

/**
 * Sets up the browser for a journey file; the returned object is filled before each test. Its
 * site is the demo one, or with `server: 'spec'` one whose server has SPEC §7's operations alone.
 *
 * The browser has no service workers (`serviceWorkers: 'block'`, `withoutServiceWorkers`) unless
 * a file asks for them with `'allow'`. In a new browser context the installable app's worker
 * downloads the whole build into its cache after the first page: work that only the journeys
 * about the worker, the offline app and the pages' policies need, and that makes every other
 * journey slower (docs/ci.md). Without it every request reaches the network, where `page.route`
 * can hold or count it.
 */
export function useBrowser(
  viewport = { width: 1280, height: 800 },
  {
    server = 'demo',
    serviceWorkers = 'block',
  }: { server?: 'demo' | 'spec'; serviceWorkers?: 'allow' | 'block' } = {},
): Journey {
  const journey = {} as Journey;
  let browser: Browser;
  beforeAll(async () => {
    const [running, site] = await Promise.all([workerBrowser(), siteOf(server)]);
    browser = running;
    journey.baseURL = site.baseURL;
    journey.apiURL = site.apiURL;
    journey.outboxFile = site.outboxFile;
  });
  beforeEach(async ({ task }) => {
    journey.context = await browser.newContext({ baseURL: journey.baseURL, viewport });
    if (serviceWorkers === 'block') await journey.context.addInitScript(withoutServiceWorkers);
    // The browser's clock agrees with the server's (MOCK_NOW); timers still run.
    await journey.context.clock.setFixedTime(new Date(inject('now')));
    journey.page = await journey.context.newPage();
    journey.page.setDefaultTimeout(15_000);
    const traffic = watchTraffic(journey.context, journey.page);
    onTestFinished(async ({ task: finished }) => {
      // A failed journey leaves a screenshot of where it stopped, and says in the log which page
      // that was and what it showed, for a reader who has the log alone.
      if (finished.result?.state === 'fail') {
        mkdirSync(SHOTS, { recursive: true });
        const name = task.name.replace(/[^\w-]+/g, '-').slice(0, 80);
        await journey.page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
        console.error(
          `${task.name}: stopped at ${journey.page.url()}\n${await shownText(journey.page)}\n` +
            traffic.describe(),
        );
      }
      await journey.context.close();
    });
  });
  return journey;
}

/**
 * A browser without service workers, as Chromium is on a page that is not a secure origin: there
 * is no `navigator.serviceWorker`, so the app works as a web page and never asks for its worker's
 * code (app/main.tsx). Playwright's own `serviceWorkers: 'block'` is not used: it makes
 * `register()` resolve with nothing and print a warning, which no browser does.
 */
function withoutServiceWorkers() {
  Reflect.deleteProperty(Navigator.prototype, 'serviceWorker');
}

/**
 * What the browser still waited for, what failed and what the page threw: a page that never
 * drew is explained by a request that never ended or an error, which the log alone must show.
 */
function watchTraffic(context: BrowserContext, page: Page) {
  const pending = new Map<PlaywrightRequest, number>();
  const trouble: string[] = [];
  const name = (request: PlaywrightRequest) => {
    const url = new URL(request.url());
    const via = request.serviceWorker() ? ' (from the service worker)' : '';
    return `${request.method()} ${url.pathname}${url.search}${via}`;
  };
  context.on('request', (request) => pending.set(request, Date.now()));
  context.on('requestfinished', (request) => pending.delete(request));
  context.on('requestfailed', (request) => {
    pending.delete(request);
    trouble.push(`failed: ${name(request)}: ${request.failure()?.errorText ?? 'unknown'}`);
  });
  page.on('pageerror', (error) => trouble.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') trouble.push(`console error: ${message.text()}`);
  });
  return {
    describe(): string {
      const now = Date.now();
      const waiting = [...pending].map(
        ([request, since]) => `waiting ${((now - since) / 1000).toFixed(1)} s: ${name(request)}`,
      );
      const lines = [...waiting.slice(0, 12), ...trouble.slice(-10)];
      return lines.length > 0 ? lines.join('\n') : 'no request pending, nothing failed or thrown';
    },
  };
}

/** What a page shows, in short: the root's state (the app's marks on it), its headings and alerts. */
async function shownText(page: Page): Promise<string> {
  return page
    .evaluate(() => {
      const root = document.documentElement;
      const seen = [...document.querySelectorAll('h1, h2, h3, [role="alert"], [role="status"]')]
        .map((element) => (element as HTMLElement).innerText.trim())
        .filter(Boolean);
      const state = [...root.attributes]
        .filter(({ name }) => name.startsWith('data-'))
        .map(({ name, value }) => (value ? `${name}=${value}` : name))
        .join(' ');
      return `root: ${state || '(no data- attributes)'}\n${seen.join(' | ').slice(0, 600)}`;
    })
    .catch((error: unknown) => `(unreadable: ${String(error)})`);
}

/** Fills the contact page's form, category and all, and presses Send Message. */
export async function sendContactMessage(page: Page): Promise<void> {
  const form = page.getByRole('form', { name: /message/i });
  await form.getByLabel('Name').fill('Ngozi Eze');
  await form.getByLabel('Email').fill('ngozi.eze@example.ng');
  await form.getByLabel('Category').selectOption({ index: 1 });
  await form.getByLabel('Subject').fill('Floodlights at Lekki');
  await form.getByLabel('Message').fill('Are the floodlights on for evening sessions this week?');
  await form.getByRole('button', { name: 'Send Message' }).click();
}

/** Fills the open login form (the demo password unless given) and presses Sign in. */
export async function fillSignIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: /sign in/i }).click();
}

/** Signs in through the login page, as a person would (on `site`, the default one unless given). */
export async function signIn(page: Page, email: string, site = ''): Promise<void> {
  await page.goto(`${site}/login`);
  await fillSignIn(page, email);
}

/** Signs in through the login page, as `signIn`, and waits for the dashboard it leads to. */
export async function signInToDashboard(page: Page, email: string, site = ''): Promise<void> {
  await signIn(page, email, site);
  await page.waitForURL('**/dashboard');
}

/** Who a journey registers: the name, e-mail and phone its form asks for. */
export interface Newcomer {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}

/**
 * Fills the open registration form's fields for `newcomer`, the demo password twice; the place
 * lived in and the press of Create account are the journey's own.
 */
export async function fillRegistration(page: Page, newcomer: Newcomer): Promise<void> {
  await page.getByLabel('First name').fill(newcomer.firstName);
  await page.getByLabel('Last name').fill(newcomer.lastName);
  await page.getByLabel('Email').fill(newcomer.email);
  await page.getByLabel('Phone number').fill(newcomer.phone);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByLabel('Confirm password').fill(DEMO_PASSWORD);
}

/**
 * On /subscriptions, buys the first package (or the last): Purchase Package, then Confirm Purchase
 * in the dialog that names it. What the purchase answers is the journey's to check.
 */
export async function buyPackage(page: Page, which: 'first' | 'last' = 'first'): Promise<void> {
  const packages = page.getByRole('button', { name: /Purchase Package/ });
  await (which === 'first' ? packages.first() : packages.last()).click();
  await page
    .getByRole('dialog', { name: /^Confirm Purchase - / })
    .getByRole('button', { name: 'Confirm Purchase' })
    .click();
}

type Envelope<T> = { success: boolean; message?: string; data: T };

/**
 * One call to the API as a journey's setup makes it, outside the browser: JSON in, the status and
 * the envelope out, with `token` as the caller's when given.
 */
export async function api<T>(apiURL: string, path: string, init: RequestInit = {}, token?: string) {
  const response = await fetch(`${apiURL}${path}`, {
    ...init,
    headers: {
      'content-type': 'application/json',
      ...(token ? { Authorization: `Token ${token}` } : {}),
    },
  });
  return { status: response.status, body: (await response.json()) as Envelope<T> };
}

/** The data of a call that must succeed: a GET, or a POST of `body` when one is given. */
export async function apiData<T>(
  apiURL: string,
  path: string,
  token: string | null,
  body?: unknown,
): Promise<T> {
  const init = body === undefined ? {} : { method: 'POST', body: JSON.stringify(body) };
  const answer = await api<T>(apiURL, path, init, token ?? undefined);
  if (answer.status >= 300) {
    throw new Error(`${path} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  }
  return answer.body.data;
}

/** The token of a seeded account (they all have `DEMO_PASSWORD`), signed in through the API. */
export async function tokenOf(apiURL: string, email: string): Promise<string> {
  const login = { email, password: DEMO_PASSWORD };
  return (await apiData<{ token: string }>(apiURL, '/auth/login/', null, login)).token;
}

/** The number a figure card shows under `label` (e.g. 'Available coins'), as a person reads it. */
export async function readFigure(page: Page, label: string): Promise<number> {
  const figure = page.getByText(label, { exact: true }).first().locator('xpath=..');
  // A card still loading shows its labels over pulsing placeholders, hidden from screen readers:
  // a person waits for the number.
  await expect
    .poll(() =>
      figure.evaluate(
        (element) =>
          element.closest('[aria-hidden="true"]') === null &&
          element.querySelector('.chakra-skeleton') === null,
      ),
    )
    .toBe(true);
  const text = ((await figure.textContent()) ?? '').replace(label, '');
  const digits = text.replace(/[^\d-]/g, '');
  if (digits === '') throw new Error(`No figure under "${label}": "${text}"`);
  return Number(digits);
}

/** Where `element` lies against the window, as the person sees it, and whether it holds focus. */
export function placement(element: Locator) {
  return element.evaluate((node) => {
    const box = node.getBoundingClientRect();
    return {
      inside: box.height > 0 && box.top >= 0 && box.bottom <= window.innerHeight,
      focused: node.contains(document.activeElement),
    };
  });
}

/** The toast titled `title`, in the notifications region (a live status, it takes no focus). */
export function toastOf(page: Page, title: string): Locator {
  return page.getByRole('region', { name: /Notifications/ }).getByText(title, { exact: true });
}

/**
 * Presses Join on the first session the member can join, from /locations' game sessions, as a
 * member would. Answers the confirmation it opens, and the session's card by its title.
 */
export async function openJoinConfirmation(
  page: Page,
): Promise<{ confirm: Locator; session: Locator }> {
  await page.goto('/locations');
  await page.getByRole('tab', { name: 'Game sessions' }).click();
  const join = page.getByRole('button', { name: /^Join(?! waitlist)/ }).first();
  await join.waitFor();
  const card = page.getByRole('article').filter({ has: join }).first();
  const title = (await card.getByRole('heading').first().textContent()) ?? '';
  await join.click();
  return {
    confirm: page.getByRole('alertdialog', { name: `Join ${title}?` }),
    // By its title: the card is drawn again once joined.
    session: page.getByRole('article').filter({ hasText: title }).first(),
  };
}

/** Opens the booking dialog of the first venue from /locations, as a member would. */
export async function openBookingDialog(page: Page): Promise<Locator> {
  await page.goto('/locations');
  await page
    .getByRole('button', { name: /Book Now/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('radiogroup', { name: 'Date' }).waitFor();
  return dialog;
}

/** What a journey books (bookCourt, bookInDialog). */
export interface CourtChoice {
  /** Days ahead (0 = today; three by default, well before the cancellation cut-off). */
  day?: number;
  /** A time such as '17:00', or the first or last free one. */
  start: 'first' | 'last' | string;
  /** How Confirm is pressed: a click, or a double tap. */
  press?: 'click' | 'dblclick';
  /** What to check in the dialog once Confirm can be pressed, before it is. */
  beforeConfirm?: (dialog: Locator) => Promise<void>;
}

/**
 * Books the first court of the first venue from /locations (`choice`: when, and how Confirm is
 * pressed). Answers the booking's reference.
 */
export async function bookCourt(page: Page, choice: CourtChoice): Promise<string> {
  return bookInDialog(await openBookingDialog(page), choice);
}

/**
 * Books the first court in the open booking `dialog` as `choice` says, and closes it with Done once
 * confirmed. Answers the booking's reference.
 */
export async function bookInDialog(
  dialog: Locator,
  { day = 3, start, press = 'click', beforeConfirm }: CourtChoice,
): Promise<string> {
  await dialog.getByRole('radiogroup', { name: 'Date' }).getByRole('radio').nth(day).click();
  await dialog.getByRole('radiogroup', { name: 'Court' }).getByRole('radio').first().click();
  const times = dialog.getByRole('radiogroup', { name: 'Start time' });
  await times.waitFor();
  const free = times.locator('[role="radio"]:not([aria-disabled="true"])');
  const slot =
    start === 'first'
      ? free.first()
      : start === 'last'
        ? free.last()
        : times.getByRole('radio', { name: new RegExp(`^${start}`) });
  await slot.click();
  const confirm = dialog.getByRole('button', { name: 'Confirm booking' });
  await expect.poll(() => confirm.isEnabled()).toBe(true);
  await beforeConfirm?.(dialog);
  await confirm[press]();
  await dialog.getByText('Booking confirmed').waitFor();
  const reference = /PSB-\d+/.exec((await dialog.textContent()) ?? '')?.[0] ?? '';
  expect(reference).not.toBe('');
  await dialog.getByRole('button', { name: 'Done' }).click();
  return reference;
}

/**
 * Chooses an item of the open menu as a person does: onto it, then a click once the menu shows it
 * highlighted. Chakra's menu (zag) selects the item it last drew highlighted, and the highlight is
 * React state: a click sent straight after the pointer's move, before React has drawn it, closes
 * the menu having chosen nothing (the stories take the same steps: ui/fixtures/menu.ts).
 */
export async function chooseMenuItem(page: Page, name: string): Promise<void> {
  const item = page.getByRole('menuitem', { name });
  await item.hover();
  await expect.poll(() => item.getAttribute('data-highlighted')).not.toBeNull();
  await item.click();
}

/** Opens /bookings and the cancel dialog of `reference` from its card; answers its confirm button. */
export async function openCancelOf(page: Page, reference: string): Promise<Locator> {
  await page.goto('/bookings');
  const card = page.getByRole('article').filter({ hasText: reference });
  await card.getByRole('button', { name: `Cancel ${reference}` }).click();
  return page
    .getByRole('alertdialog', { name: 'Cancel booking' })
    .getByRole('button', { name: 'Cancel booking', exact: true });
}

/** A slow mobile network for this page, so what paints before its code and data arrive shows. */
export async function slowNetwork(context: BrowserContext, page: Page): Promise<void> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
}

/**
 * Opens `path` and answers how far its content jumped while loading, as the browser scores it
 * (cumulative layout shift: content that moved after it was shown; under 0.1 reads as good).
 */
export async function layoutShiftOnLoad(page: Page, path: string): Promise<number> {
  const requests = watchRequests(page);
  await page.goto(path);
  // Until the page's start has ended, late parts included (the header's unread count).
  await requests.settled();
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) {
            total += (entry as unknown as { value: number }).value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 200);
      }),
  );
}

/** A hold on some of the page's requests (holdRequests). */
export interface RequestHold {
  /** Lets the held requests, and every later one, go on. */
  release: () => void;
  /** How many requests the hold has seen so far. */
  held: () => number;
}

/**
 * Keeps every request of the page matching `url` waiting until `release()`. A journey checks
 * `held()` once the page has what it asked for: none seen means it came from elsewhere (a service
 * worker's cache, which no route sees), and the hold proved nothing.
 */
export async function holdRequests(page: Page, url: string | RegExp): Promise<RequestHold> {
  let seen = 0;
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    seen += 1;
    await released;
    await route.continue();
  });
  return { release, held: () => seen };
}

/**
 * Starts adding up the page's layout shifts from now on; the returned function answers the total
 * so far (cumulative layout shift: 0 when nothing on screen moved).
 */
export async function watchLayoutShifts(page: Page): Promise<() => Promise<number>> {
  await page.evaluate(() => {
    const record = window as unknown as { shifts: number };
    record.shifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        record.shifts += (entry as unknown as { value: number }).value;
      }
    }).observe({ type: 'layout-shift' });
  });
  return () => page.evaluate(() => (window as unknown as { shifts: number }).shifts);
}
