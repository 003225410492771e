/**
 * The installable app (docs/offline.md), in the production build for a real backend: Chromium
 * finds it installable (its manifest and icons, a service worker controlling the page), a member
 * who has visited once opens the app with no connection and reads that they are offline, sees
 * what they saw last, marked as saved (and another member on the same browser never does), and
 * an action that moves coins is refused offline with nothing sent; and one whose connection is up
 * but carries nothing is told that the server does not answer, and can ask again.
 */
import { appendFileSync, cpSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { NO_ANSWER_MESSAGES, OFFLINE_MESSAGES, SAVED_DATA_MESSAGES, formatTime } from '@domain';
import { RELOAD_PAGE, TRY_AGAIN } from '@ui/copy';
import { CODE_LOAD_FAILED_COPY } from '@ui/Feedback/OnceOpened/CodeLoadFailed';
import type { BrowserContext, Page, Route } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { serveStatic } from '../../scripts/serve-static.mjs';
import { demoMemberSession, storeSession } from '../../scripts/pages.mjs';
import { startMockServer } from '../../scripts/start-mock-server.mjs';
import {
  bookCourt,
  buyPackage,
  chooseMenuItem,
  layoutShiftOnLoad,
  openCancelOf,
  readFigure,
  signInToDashboard,
  useBrowser,
} from './browser';

const PHONE = { width: 390, height: 844 };
/** The pages a member lives in, each opened again with no connection. */
const MEMBER_PAGES = [
  ['/dashboard', /^Welcome, /],
  ['/bookings', /^My Bookings$/],
  ['/subscriptions', /^Subscription Packages$/],
  ['/locations', /^Locations$/],
] as const;

/** Waits until the service worker has installed (the build precached) and controls this page. */
async function controlledByServiceWorker(page: Page): Promise<string> {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null))
    .not.toBeNull();
  return page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? '');
}

/**
 * Takes the browser's connection away, as a phone with no signal has none: what the page asks of
 * the network fails, and every document it opens reads `navigator.onLine` as false from its start.
 * Playwright's `setOffline` does the first; the second depends on the Chromium: some versions (150)
 * apply DevTools' offline emulation only to the document open when it was set, and a document
 * opened afterwards reads itself online. So each document opened here is told again, on the
 * page's own DevTools session, as soon as it has committed (before or while the app starts: it
 * reads the state when it starts and follows its changes).
 */
async function noConnection(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  const emulate = (offline: boolean) =>
    cdp.send('Network.emulateNetworkConditions', {
      offline,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
  await context.setOffline(true);
  await emulate(true);
  return {
    async goto(path: string) {
      await page.goto(path, { waitUntil: 'commit' });
      await emulate(true);
    },
    async reload() {
      await page.reload({ waitUntil: 'commit' });
      await emulate(true);
    },
    /** The connection comes back, in the document open now. */
    async reconnect() {
      await emulate(false);
      await context.setOffline(false);
      await cdp.detach();
    },
  };
}

/** The query keys of every saved copy this browser holds (app/api/savedCopy.ts), by record. */
function savedCopies(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(async () => {
    // Opening a database that is not there would create it empty, without the app's store.
    if (!(await indexedDB.databases()).some(({ name }) => name === 'pitchside')) return {};
    const database = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('pitchside');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    try {
      if (!database.objectStoreNames.contains('saved-copies')) return {};
      const store = database.transaction('saved-copies').objectStore('saved-copies');
      const read = <T>(request: IDBRequest<T>) =>
        new Promise<T>((resolve, reject) => {
          request.onsuccess = () => resolve(request.result);
          request.onerror = () => reject(request.error);
        });
      const [keys, values] = await Promise.all([read(store.getAllKeys()), read(store.getAll())]);
      return Object.fromEntries(
        keys.map((key, index) => [
          String(key),
          (values[index] as { queries: { queries: { queryKey: unknown }[] } }).queries.queries.map(
            ({ queryKey }) => JSON.stringify(queryKey),
          ),
        ]),
      );
    } finally {
      database.close();
    }
  });
}

/** Width and height from a PNG's header. */
function pngSize(body: Buffer): { width: number; height: number } {
  expect(body.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: body.readUInt32BE(16), height: body.readUInt32BE(20) };
}

/**
 * What each booking card on the page says of its booking, without its buttons: those depend on
 * what the server was last known to offer (offline, before it has answered, rescheduling is not
 * offered).
 */
async function bookingCards(page: Page) {
  const cards = await page.getByRole('article').allInnerTexts();
  return cards.map((text) => text.split('View details')[0]);
}

/** The note over a page that shows the data this browser saved at the journeys' pinned time. */
const savedNoteOn = (page: Page) =>
  page
    .getByRole('status')
    .filter({ hasText: SAVED_DATA_MESSAGES.shown(formatTime(inject('now'))) });

describe('the installable app', () => {
  const journey = useBrowser(PHONE, { serviceWorkers: 'allow' });

  it('has a manifest, icons at the sizes Android asks and a worker: Chromium finds it installable', async () => {
    const { page, context } = journey;
    await page.goto('/');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest');

    const answer = await page.request.get(href!);
    expect(answer.headers()['content-type']).toMatch(/^application\/manifest\+json/);
    const manifest = (await answer.json()) as {
      name: string;
      short_name: string;
      start_url: string;
      display: string;
      theme_color: string;
      icons: { src: string; sizes: string; type: string; purpose: string }[];
    };
    expect(manifest).toMatchObject({
      name: 'Pitchside',
      short_name: 'Pitchside',
      start_url: '/dashboard',
      display: 'standalone',
      theme_color: '#15803d',
    });
    for (const [size, purpose] of [
      [192, 'any'],
      [512, 'any'],
      [512, 'maskable'],
    ] as const) {
      const icon = manifest.icons.find(
        (i) => i.sizes === `${size}x${size}` && i.purpose === purpose,
      );
      expect(icon, `a ${size}px ${purpose} icon`).toBeDefined();
      const png = await page.request.get(icon!.src);
      expect(png.status()).toBe(200);
      expect(pngSize(await png.body())).toEqual({ width: size, height: size });
    }

    expect(await controlledByServiceWorker(page)).toMatch(/\/sw\.js$/);

    // Chromium's own judgement, the one behind its install prompt and Lighthouse's check.
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[];
    };
    // Every browser context of the journeys is a fresh private profile, which Chromium never
    // offers to install from: that one is the browser's, not the app's.
    expect(installabilityErrors.filter((e) => e.errorId !== 'in-incognito')).toEqual([]);
    const { errors } = (await cdp.send('Page.getAppManifest')) as { errors: unknown[] };
    expect(errors).toEqual([]);
  });

  it("registers its worker only once the first page is the app's, not while it loads", async () => {
    const { page } = journey;
    // Whether the page was the app's (data-app-ready) when the worker was registered.
    await page.addInitScript(() => {
      const register = ServiceWorkerContainer.prototype.register;
      ServiceWorkerContainer.prototype.register = function (...args) {
        (window as Window & { registeredWhenReady?: boolean }).registeredWhenReady =
          document.documentElement.hasAttribute('data-app-ready');
        return register.apply(this, args);
      };
    });
    await page.goto('/');
    await controlledByServiceWorker(page);
    expect(
      await page.evaluate(
        () => (window as Window & { registeredWhenReady?: boolean }).registeredWhenReady,
      ),
    ).toBe(true);
  });

  it('registers its worker only once the first page has its data, not while it waits', async () => {
    const { page, context } = journey;
    await storeSession(context, await demoMemberSession(journey.apiURL));
    await page.addInitScript(() => {
      const register = ServiceWorkerContainer.prototype.register;
      ServiceWorkerContainer.prototype.register = function (...args) {
        (window as Window & { registered?: boolean }).registered = true;
        return register.apply(this, args);
      };
    });
    // The page's first data is held on its way until the test lets it through.
    let letThrough: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (letThrough = resolve));
    let asked = false;
    const isTheData = (url: URL) => url.pathname.endsWith('/api/v1/bookings/user-bookings/');
    await page.route(isTheData, async (route) => {
      asked = true;
      await held;
      await route.continue();
    });
    await page.goto('/bookings');
    await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
    expect(asked).toBe(true);
    // The page is the app's and the browser idle, a while: the worker would have been registered.
    await page.evaluate(
      () => new Promise((resolve) => requestIdleCallback(() => setTimeout(resolve, 1_000))),
    );
    const registered = () =>
      page.evaluate(() => (window as Window & { registered?: boolean }).registered ?? false);
    expect(await registered()).toBe(false);

    const answered = page.waitForResponse((response) => isTheData(new URL(response.url())));
    letThrough();
    await answered;
    await controlledByServiceWorker(page);
    expect(await registered()).toBe(true);
  });

  it('caches no answer of the API', async () => {
    const { page } = journey;
    await signInToDashboard(page, 'member@pitchside.ng');
    await page.getByText('Available coins').first().waitFor();
    await controlledByServiceWorker(page);
    const cached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        const cache = await caches.open(name);
        urls.push(...(await cache.keys()).map((request) => request.url));
      }
      return urls;
    });
    expect(cached.some((url) => url.includes('/assets/'))).toBe(true);
    expect(cached.filter((url) => url.includes('/api/'))).toEqual([]);
  });
});

describe('a member with no connection', () => {
  const journey = useBrowser(PHONE, { serviceWorkers: 'allow' });

  it.each(MEMBER_PAGES)(
    'opens %s again offline: the app and a notice, never the browser error page',
    async (path, heading) => {
      const { page, context } = journey;
      await signInToDashboard(page, 'member@pitchside.ng');
      await page.getByText('Available coins').first().waitFor();
      await controlledByServiceWorker(page);
      const notice = page.getByRole('status').filter({ hasText: OFFLINE_MESSAGES.title });
      expect(await notice.count()).toBe(0);

      const offline = await noConnection(context, page);
      await offline.goto(path);
      expect(page.url()).toBe(`${journey.baseURL}${path}`);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      await notice.waitFor();
      expect(await notice.textContent()).toContain(OFFLINE_MESSAGES.actionsWait);
      // A reload with no connection: the same page, not Chromium's "No internet".
      await offline.reload();
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      await notice.waitFor();

      // The connection comes back: the notice goes without a reload.
      await offline.reconnect();
      await notice.waitFor({ state: 'detached' });
    },
  );

  it('is refused a purchase and a cancellation while offline, with nothing sent', async () => {
    const { page, context } = journey;
    await signInToDashboard(page, 'member@pitchside.ng');
    // Visited once: the app is installed, so the dialogs' code is on the phone when it goes
    // offline (before then, a dialog whose code cannot be fetched could not open at all).
    await controlledByServiceWorker(page);
    const reference = await bookCourt(page, { start: 'first' });
    /** What the page asked of the network, other than reading, while it was offline. */
    const sentOffline: string[] = [];
    let offline = false;
    page.on('request', (request) => {
      if (offline && request.method() !== 'GET') {
        sentOffline.push(`${request.method()} ${request.url()}`);
      }
    });
    const goOffline = async (to: boolean) => {
      offline = to;
      await context.setOffline(to);
      await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(!to);
    };

    await page.goto('/subscriptions');
    await page
      .getByRole('button', { name: /Purchase Package/ })
      .first()
      .waitFor();
    await goOffline(true);
    await buyPackage(page);
    await page.getByText(OFFLINE_MESSAGES.refused).first().waitFor();
    await goOffline(false);

    const confirm = await openCancelOf(page, reference);
    await goOffline(true);
    await confirm.click();
    const dialog = page.getByRole('alertdialog', { name: 'Cancel booking' });
    await dialog.getByText(OFFLINE_MESSAGES.refused).waitFor();
    expect(sentOffline).toEqual([]);

    // Back online, the same press cancels it: nothing had happened to the booking meanwhile.
    await goOffline(false);
    await confirm.click();
    await dialog.waitFor({ state: 'detached' });
  });
});

/** Drops every download of the chunk `name` (e.g. 'PurchaseDialog'), until `restore()`. */
async function dropChunk(page: Page, name: string): Promise<{ restore: () => Promise<void> }> {
  const chunk = new RegExp(`/assets/${name}-[\\w-]+\\.js$`);
  const dropped = (route: Route) => route.abort('internetdisconnected');
  await page.route(chunk, dropped);
  return { restore: () => page.unroute(chunk, dropped) };
}

/** The alert shown in place of a dialog whose code did not download. */
const codeLoadFailed = (page: Page) =>
  page.getByRole('alert').filter({ hasText: CODE_LOAD_FAILED_COPY.title });

describe('a member whose dialog cannot be downloaded', () => {
  // A first visit: no worker has the dialogs' code yet.
  const journey = useBrowser(PHONE, { serviceWorkers: 'block' });

  it('keeps the page, says the dialog could not be opened, and opens it after Reload Page', async () => {
    const { page } = journey;
    await signInToDashboard(page, 'member@pitchside.ng');
    await page.goto('/subscriptions');
    const purchase = page.getByRole('button', { name: /Purchase Package/ }).first();
    await purchase.waitFor();
    const chunk = await dropChunk(page, 'PurchaseDialog');
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.method() !== 'GET') sent.push(`${request.method()} ${request.url()}`);
    });

    await purchase.click();
    const failed = codeLoadFailed(page);
    await failed.waitFor();
    await expect.poll(() => failed.evaluate((box) => box === document.activeElement)).toBe(true);
    // The page is still there, under the alert.
    expect(await purchase.isVisible()).toBe(true);
    await failed.getByRole('button', { name: 'Close' }).click();
    await failed.waitFor({ state: 'detached' });
    expect(await purchase.isVisible()).toBe(true);

    // Asked again in the same page, the browser would not fetch the code again: it says so again,
    // and a new page mends it.
    await purchase.click();
    await failed.waitFor();
    await chunk.restore();
    await failed.getByRole('button', { name: RELOAD_PAGE }).click();
    await page.waitForLoadState('load');
    await buyPackage(page);
    await page.getByRole('dialog', { name: /^Confirm Purchase - / }).waitFor({ state: 'detached' });
    expect(sent.filter((line) => line.includes('/purchase'))).toHaveLength(1);
  });

  it('keeps /locations when the booking dialog cannot be downloaded, and Escape leaves its address', async () => {
    const { page } = journey;
    await signInToDashboard(page, 'member@pitchside.ng');
    await page.goto('/locations');
    const book = page.getByRole('button', { name: /Book Now/ }).first();
    await book.waitFor();
    await dropChunk(page, 'BookingFlowDialog');

    await book.click();
    const failed = codeLoadFailed(page);
    await failed.waitFor();
    expect(await book.isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await failed.waitFor({ state: 'detached' });
    await expect.poll(() => new URL(page.url()).searchParams.has('book')).toBe(false);
    expect(await book.isVisible()).toBe(true);
  });
});

describe('a member whose header menu cannot be downloaded', () => {
  const journey = useBrowser(PHONE, { serviceWorkers: 'block' });

  it('keeps the page, says the menu could not be opened, gives focus back, and opens it after Reload Page', async () => {
    const { page } = journey;
    await signInToDashboard(page, 'member@pitchside.ng');
    const heading = page.getByRole('heading', { level: 1, name: /^Welcome, / });
    await heading.waitFor();
    const sideMenu = await dropChunk(page, 'MobileMenu');
    const userMenu = await dropChunk(page, 'UserMenu');
    const thrown: string[] = [];
    page.on('pageerror', (error) => thrown.push(error.message));
    const failed = codeLoadFailed(page);
    const focused = (locator: typeof failed) =>
      locator.evaluate((element) => element === document.activeElement);

    // The side menu: pointing at its button fetches its code, and pressing it says it did not come.
    const openMenu = page.getByRole('button', { name: 'Open menu' });
    await openMenu.click();
    await failed.waitFor();
    await expect.poll(() => focused(failed)).toBe(true);
    expect(await heading.isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await failed.waitFor({ state: 'detached' });
    await expect.poll(() => focused(openMenu)).toBe(true);

    // The account menu: its trigger stays in the header, and takes focus back.
    const account = page.getByRole('button', { name: /^Account menu/ });
    await account.click();
    await failed.waitFor();
    expect(await account.isVisible()).toBe(true);
    await failed.getByRole('button', { name: 'Close' }).click();
    await failed.waitFor({ state: 'detached' });
    await expect.poll(() => focused(account)).toBe(true);
    // Pressed again from the keyboard, it says so again; a new page mends it.
    await page.keyboard.press('Enter');
    await failed.waitFor();
    expect(thrown).toEqual([]);
    await sideMenu.restore();
    await userMenu.restore();
    await failed.getByRole('button', { name: RELOAD_PAGE }).click();
    await heading.waitFor();
    await account.click();
    await page.getByRole('menuitem', { name: /Logout/i }).waitFor();
  });
});

describe('a member whose page arrives slowly', () => {
  const journey = useBrowser(PHONE, { serviceWorkers: 'allow' });

  // The start-up is the same for every member page: the app's home and the wallet.
  it.each(MEMBER_PAGES.filter(([path]) => path === '/dashboard' || path === '/subscriptions'))(
    'sees %s drawn when its code, already on the phone, runs before the rest of its document has arrived',
    async (path, heading) => {
      const { page } = journey;
      await signInToDashboard(page, 'member@pitchside.ng');
      // The document's body comes two seconds after its head (a weak signal), while the app's
      // code comes at once from the browser's caches: the code runs before the page's root exists.
      await page.route(
        (url) => url.pathname === path,
        async (route) => {
          const response = await route.fetch();
          const body = (await response.text()).replace(
            '<body>',
            '<body><script src="/late-document.js"></script>',
          );
          await route.fulfill({ response, body });
        },
      );
      await page.route('**/late-document.js', async (route) => {
        await new Promise((arrived) => setTimeout(arrived, 2000));
        await route.fulfill({ contentType: 'text/javascript', body: '' });
      });
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));

      await page.goto(path);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      expect(errors).toEqual([]);
    },
  );
});

describe('what a member saw last, offline', () => {
  const journey = useBrowser(PHONE, { serviceWorkers: 'allow' });

  it('shows their bookings and wallet again after a reload offline, marked as saved; never to the next member', async () => {
    const { page, context } = journey;
    const savedNote = savedNoteOn(page);
    const shownBookings = async () => {
      await page.getByRole('tab', { name: /^Upcoming/ }).waitFor();
      await page.getByRole('article').first().waitFor();
      return bookingCards(page);
    };

    await signInToDashboard(page, 'member@pitchside.ng');
    await controlledByServiceWorker(page);
    /** Waits until this browser's saved copy holds the queries named by `keys`. */
    const saved = (...keys: string[][]) =>
      expect
        .poll(async () => Object.values(await savedCopies(page)).flat())
        .toEqual(expect.arrayContaining(keys.map((key) => JSON.stringify(key))));
    // Each page is read for the second its answers take to be saved (docs/offline.md): the next
    // address is a new document, which starts from what was saved.
    await page.goto('/bookings');
    const bookings = await shownBookings();
    await saved(['bookings', 'mine']);
    await page.goto('/subscriptions');
    const coins = await readFigure(page, 'Available coins');
    await saved(['bookings', 'mine'], ['subscriptions', 'wallet']);
    // Online and fresh, the pages do not say they show saved data.
    expect(await savedNote.count()).toBe(0);

    await context.setOffline(true);
    await page.goto('/bookings');
    await page.reload();
    expect(await shownBookings()).toEqual(bookings);
    await savedNote.waitFor();
    await page.goto('/subscriptions');
    await page.reload();
    expect(await readFigure(page, 'Available coins')).toBe(coins);
    await savedNote.waitFor();

    // Back online, the member logs out; someone else signs in on the same phone.
    await context.setOffline(false);
    await page.getByRole('button', { name: /^Account menu/ }).click();
    await chooseMenuItem(page, 'Logout');
    // The logout ends at the home page (SPEC §2), though the pages' queries, resumed on coming
    // back online, may be refused the logged-out token meanwhile.
    await page.waitForURL((url) => url.pathname === '/');
    await expect.poll(() => savedCopies(page)).toEqual({});
    await signInToDashboard(page, 'kelechi.obi@example.com');
    await page.goto('/bookings');
    await page.getByRole('tab', { name: /^Upcoming/ }).waitFor();
    await context.setOffline(true);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: /^My Bookings$/ }).waitFor();
    const theirs = await bookingCards(page);
    expect(theirs.filter((card) => bookings.includes(card))).toEqual([]);
  });
});

describe('a member whose connection carries nothing', () => {
  const journey = useBrowser(PHONE, { serviceWorkers: 'allow' });

  it('sees their bookings marked as saved and that the server does not answer; Try again brings the answer', async () => {
    const { page } = journey;
    const noAnswer = page.getByRole('status').filter({ hasText: NO_ANSWER_MESSAGES.notice });
    const savedNote = savedNoteOn(page);
    const firstCard = async () => {
      await page.getByRole('article').first().waitFor();
      return (await bookingCards(page))[0];
    };
    await signInToDashboard(page, 'member@pitchside.ng');
    await controlledByServiceWorker(page);
    await page.goto('/bookings');
    const booking = await firstCard();
    await expect
      .poll(async () => Object.values(await savedCopies(page)).flat())
      .toContain(JSON.stringify(['bookings', 'mine']));

    // The phone says it is online; nothing sent to the server comes back (a weak signal).
    const silence = (route: Route) => route.abort('timedout');
    await page.route('**/api/**', silence);
    await page.reload();
    expect(await firstCard()).toBe(booking);
    await noAnswer.waitFor();
    await savedNote.waitFor();
    expect(await page.getByText(OFFLINE_MESSAGES.title).count()).toBe(0);

    // The signal comes back: nothing asks by itself, the member does.
    await page.unroute('**/api/**', silence);
    await page.locator('[data-offline]').getByRole('button', { name: TRY_AGAIN }).click();
    await noAnswer.waitFor({ state: 'detached' });
    await savedNote.waitFor({ state: 'detached' });
    expect(await firstCard()).toBe(booking);
  });
});

describe('what a member saw last, online', () => {
  const journey = useBrowser(PHONE, { serviceWorkers: 'allow' });

  it('paints it on the next visit, then the fresh answer, without moving the page', async () => {
    const { page, context } = journey;
    await signInToDashboard(page, 'member@pitchside.ng');
    await controlledByServiceWorker(page);
    for (const [path, heading] of MEMBER_PAGES) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      await expect.poll(() => savedCopies(page)).not.toEqual({});
      // The second visit, ten minutes on, in a new tab as a member opens the app again: the
      // saved copy first, the server's answer a moment later.
      await context.clock.setFixedTime(Date.parse(inject('now')) + 10 * 60_000);
      const again = await context.newPage();
      expect(await layoutShiftOnLoad(again, path), path).toBeLessThan(0.005);
      await again.close();
      await context.clock.setFixedTime(inject('now'));
    }
  });
});

describe('a new deployment', () => {
  const journey = useBrowser(PHONE, { serviceWorkers: 'allow' });

  it('is offered, never forced: a half-filled form stays until the member presses Reload', async () => {
    const { page } = journey;
    // A copy of the build of its own, so that this journey can deploy a new version of it.
    const copy = mkdtempSync(join(inject('workDir'), 'deploy-'));
    cpSync(inject('dist'), copy, { recursive: true });
    const mock = await startMockServer({ bundled: true, env: { MOCK_NOW: inject('now') } });
    const site = await serveStatic(copy, { spaFallback: true, proxy: { '/api/': mock.origin } });
    try {
      await page.goto(`${site.url}/contact`);
      await controlledByServiceWorker(page);
      const name = page.getByRole('form', { name: /message/i }).getByLabel('Name');
      await name.fill('Ngozi Eze');

      // The next deployment: a service worker that differs by a byte.
      appendFileSync(join(copy, 'sw.js'), '\n// the next deployment\n');
      await page.evaluate(async () => {
        await (await navigator.serviceWorker.getRegistration())?.update();
      });
      const offer = page.getByRole('region', { name: 'App update' });
      await offer.waitFor();
      // Offered, not applied: the page was not reloaded, what was typed is still there.
      expect(await name.inputValue()).toBe('Ngozi Eze');

      await Promise.all([
        page.waitForEvent('load'),
        offer.getByRole('button', { name: 'Reload' }).click(),
      ]);
      // The new worker has taken over: none waits any more.
      await expect
        .poll(() =>
          page.evaluate(async () => {
            const registration = await navigator.serviceWorker.getRegistration();
            return registration?.waiting === null && registration.active !== null;
          }),
        )
        .toBe(true);
      await page.getByRole('form', { name: /message/i }).waitFor();
      expect(await offer.count()).toBe(0);
    } finally {
      await site.close();
      mock.stop();
      rmSync(copy, { recursive: true, force: true });
    }
  });
});
