/**
 * Public pages arrive as HTML (docs/prerender.md): readable before any script runs, adopted by
 * the app without being redrawn, and never shown to someone they are not for.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  demoMemberSession,
  MEMBER_PAGES,
  PUBLIC_PAGES,
  storeSession,
} from '../../scripts/pages.mjs';
import {
  fillSignIn,
  holdRequests,
  PHONE,
  sendContactMessage,
  useBrowser,
  type RequestHold,
} from './browser';

const HERO = 'Book courts. Join games. Play more.';

/** Every console error or warning and every uncaught error of the page, as text. */
function watchConsole(page: Page): string[] {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      messages.push(`${message.type()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`));
  return messages;
}

/**
 * Keeps the app's scripts from arriving until `release()`. A service worker an earlier page of the
 * context installed would answer them from its cache, where no route sees them: it is unregistered
 * first, so the next page is a first visit. A journey checks `held()` once the page has its code:
 * none seen means the page had it from elsewhere, and proved nothing about arriving without it.
 */
async function holdScripts(page: Page): Promise<RequestHold> {
  await page.evaluate(async () => {
    const registrations = await navigator.serviceWorker?.getRegistrations();
    await Promise.all((registrations ?? []).map((registration) => registration.unregister()));
  });
  await page.unrouteAll();
  return holdRequests(page, '**/assets/*.js');
}

/**
 * Records, before every frame the browser paints, whether an element matching `selector` (or
 * with text `text`) would be shown; the page answers `window.seen` with what was ever shown.
 */
async function watchPaints(context: BrowserContext, selector: string): Promise<void> {
  await context.addInitScript((wanted: string) => {
    const record = window as unknown as { seen: string[]; firstFrameDark?: boolean };
    record.seen = [];
    const check = () => {
      if (!document.documentElement) {
        requestAnimationFrame(check);
        return;
      }
      record.firstFrameDark ??= document.documentElement.classList.contains('dark');
      for (const element of document.querySelectorAll(wanted)) {
        if (element.checkVisibility({ visibilityProperty: true, opacityProperty: true })) {
          record.seen.push(element.textContent ?? element.tagName);
        }
      }
      requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  }, selector);
}

/**
 * Whether the page painted, and whether its entry script and its API requests (the session check
 * and first data the head script starts with the code) were asked for after that first paint.
 */
function paintOrder(page: Page) {
  return page.evaluate(() => {
    const painted = performance.getEntriesByName('first-contentful-paint')[0]?.startTime;
    const entry = document
      .querySelector('meta[name="pitchside-app"]')
      ?.getAttribute('content')
      ?.split(' ')[0];
    const resources = performance.getEntriesByType('resource');
    const asked = resources.find((resource) => entry && resource.name.endsWith(entry))?.startTime;
    const early = resources
      .filter((resource) => new URL(resource.name).pathname.startsWith('/api/'))
      .map((resource) => resource.startTime);
    return {
      painted: painted !== undefined,
      askedAfterPaint: asked !== undefined && painted !== undefined && asked >= painted,
      dataAsked: early.length > 0,
      dataAskedAfterPaint: painted !== undefined && early.every((start) => start >= painted),
    };
  });
}

async function storeDemoSession(context: BrowserContext, apiURL: string): Promise<void> {
  await storeSession(context, await demoMemberSession(apiURL));
}

describe('a visitor without JavaScript', () => {
  const journey = useBrowser(PHONE);

  it('reads the heading of every public page', async () => {
    const browser = journey.context.browser();
    if (!browser) throw new Error('The journey has no browser.');
    const context = await browser.newContext({
      baseURL: journey.baseURL,
      javaScriptEnabled: false,
      viewport: PHONE,
    });
    try {
      const page = await context.newPage();
      await page.goto('/');
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(HERO);
      expect(await page.title()).toBe('Home · Pitchside');
      for (const path of PUBLIC_PAGES) {
        await page.goto(path);
        const heading = page.getByRole('heading', { level: 1 }).first();
        expect(await heading.isVisible(), path).toBe(true);
        expect((await heading.textContent())?.trim(), path).toMatch(/\w/);
      }
      await page.goto('/login');
      expect(await page.getByLabel('Email').isVisible()).toBe(true);
    } finally {
      await context.close();
    }
  });
});

describe('a visitor without JavaScript sending a form', () => {
  const journey = useBrowser(PHONE);

  /** What a visitor types into each pre-rendered form that carries a secret. */
  const FORMS: { path: string; fields: Record<string, string> }[] = [
    {
      path: '/login',
      fields: { Email: 'ngozi.eze@example.ng', Password: 'Secret#Pass123' },
    },
    {
      path: '/register',
      fields: {
        'First name': 'Ngozi',
        'Last name': 'Eze',
        Email: 'ngozi.eze@example.ng',
        'Phone number': '08035550123',
        Password: 'Secret#Pass123',
        'Confirm password': 'Secret#Pass123',
      },
    },
    { path: '/forgot-password', fields: { Email: 'ngozi.eze@example.ng' } },
  ];

  it('sends no field of any form in an address the browser asks for', async () => {
    const browser = journey.context.browser();
    if (!browser) throw new Error('The journey has no browser.');
    const context = await browser.newContext({
      baseURL: journey.baseURL,
      javaScriptEnabled: false,
      viewport: PHONE,
    });
    try {
      const page = await context.newPage();
      const asked: string[] = [];
      page.on('request', (request) => asked.push(request.url()));
      for (const { path, fields } of FORMS) {
        await page.goto(path);
        for (const [label, value] of Object.entries(fields)) {
          await page.getByLabel(label, { exact: true }).fill(value);
        }
        const sent = page.waitForRequest((request) => request.isNavigationRequest());
        await page.locator('form button[type="submit"]').first().click();
        const request = await sent;
        // Posted to the page's own address, which answers with the page again: nothing stored.
        expect(request.method(), path).toBe('POST');
        expect(new URL(request.url()).pathname, path).toBe(path);
        const answer = await request.response();
        expect(answer?.status(), path).toBe(200);
        await page.getByRole('heading', { level: 1 }).first().waitFor();
      }
      // /reset-password is not pre-rendered: without JavaScript its address shows the home
      // page's document, with no field to fill.
      await page.goto('/reset-password?token=reset-token-from-the-email');
      expect(await page.locator('input[type="password"]').count()).toBe(0);

      const typed = FORMS.flatMap(({ fields }) => Object.values(fields));
      for (const url of asked) {
        const address = decodeURIComponent(url.replace(/\+/g, ' '));
        for (const value of typed) expect(address, url).not.toContain(value);
      }
    } finally {
      await context.close();
    }
  });
});

describe('a visitor', () => {
  const journey = useBrowser(PHONE);

  it('sees each public page before its code arrives, and the app adopts it without redrawing', async () => {
    const { page } = journey;
    const messages = watchConsole(page);
    for (const path of PUBLIC_PAGES) {
      const scripts = await holdScripts(page);
      await page.goto(path, { waitUntil: 'commit' });
      const heading = page.getByRole('heading', { level: 1 }).first();
      await heading.waitFor();
      expect(await heading.isVisible(), path).toBe(true);
      // The element the visitor is reading must be the one the app ends up with (marked with a
      // property, not an attribute, so the app's hydration has nothing to disagree with).
      await heading.evaluate((element) => {
        (element as unknown as Record<string, boolean>).seenBeforeScripts = true;
      });
      scripts.release();
      await page.waitForLoadState('networkidle');
      await expect
        .poll(() => page.evaluate(() => document.documentElement.hasAttribute('data-prerender')), {
          message: `${path}: the app took over`,
        })
        .toBe(false);
      await expect
        .poll(
          () =>
            heading.evaluate((element) =>
              Object.keys(element).some((key) => key.startsWith('__reactFiber')),
            ),
          { message: `${path}: the heading is React's` },
        )
        .toBe(true);
      // Counted once the app has its code: the page asks for it after its first paint, which on a
      // busy machine can come after the network has been quiet for a while.
      expect(scripts.held(), `${path}: scripts held back`).toBeGreaterThan(0);
      expect(
        await heading.evaluate(
          (element) => (element as unknown as Record<string, boolean>).seenBeforeScripts,
        ),
        path,
      ).toBe(true);
    }
    expect(messages).toEqual([]);
  });

  it('paints each public page before asking for its code and its manifest, and the app then takes it over', async () => {
    // A context of its own: the journeys' fixed clock also stands in for the performance timeline.
    const context = await journey.context.browser()!.newContext({ baseURL: journey.baseURL });
    try {
      const page = await context.newPage();
      for (const path of PUBLIC_PAGES) {
        await page.goto(path);
        await page.locator('html[data-app-ready]').waitFor();
        const { painted, askedAfterPaint } = await paintOrder(page);
        expect({ path, painted, askedAfterPaint }).toEqual({
          path,
          painted: true,
          askedAfterPaint: true,
        });
        // The browser's install check (the manifest, then an icon) starts on the manifest's link:
        // the document arrives without it, and the page names it once it has painted.
        const served = await (await page.request.get(path)).text();
        expect(served, path).not.toContain('rel="manifest"');
        await expect
          .poll(() => page.locator('link[rel="manifest"]').getAttribute('href'), { message: path })
          .toBe('/manifest.webmanifest');
      }
    } finally {
      await context.close();
    }
  });

  it('signs in with what was typed and sent before the app had taken the page over', async () => {
    const { page } = journey;
    const addresses: string[] = [];
    page.on('framenavigated', (frame) => addresses.push(frame.url()));
    const scripts = await holdScripts(page);
    await page.goto('/login', { waitUntil: 'commit' });
    await fillSignIn(page, 'member@pitchside.ng');
    scripts.release();
    await page.waitForURL('**/dashboard');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(scripts.held(), 'scripts held back').toBeGreaterThan(0);
    // The form was never sent by the browser itself, which would put the password in the address.
    expect(addresses.filter((address) => address.includes('?'))).toEqual([]);
  });

  it('takes the page over though the code that keeps what was typed early does not arrive', async () => {
    const { page } = journey;
    const scripts = await holdScripts(page);
    let refused = 0;
    await page.route(/\/assets\/earlyInput-[^/]*\.js$/, (route) => {
      refused += 1;
      return route.abort();
    });
    await page.goto('/login', { waitUntil: 'commit' });
    await page.getByLabel('Email').fill('member@pitchside.ng');
    scripts.release();
    await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
    expect(refused, 'the early-input code asked for and refused').toBe(1);
    // What was typed is gone rather than shown in a field the app holds as empty.
    expect(await page.getByLabel('Email').inputValue()).toBe('');
    // The page is the app's: the form signs in.
    await fillSignIn(page, 'member@pitchside.ng');
    await page.waitForURL('**/dashboard');
    expect(scripts.held(), 'scripts held back').toBeGreaterThan(0);
  });

  it('sends the contact form filled, its category chosen, before the app had taken the page over', async () => {
    const { page } = journey;
    const scripts = await holdScripts(page);
    await page.goto('/contact', { waitUntil: 'commit' });
    await sendContactMessage(page);
    scripts.release();
    await page.getByRole('status').filter({ hasText: 'Message Sent!' }).waitFor();
    expect(scripts.held(), 'scripts held back').toBeGreaterThan(0);
  });

  it('opens the menu pressed before the app had taken the page over', async () => {
    const { page } = journey;
    const scripts = await holdScripts(page);
    await page.goto('/', { waitUntil: 'commit' });
    await page.getByRole('button', { name: /menu/i }).click();
    scripts.release();
    await page.getByRole('dialog').waitFor();
    await page.getByRole('dialog').getByRole('link', { name: 'Privacy Policy' }).waitFor();
    expect(scripts.held(), 'scripts held back').toBeGreaterThan(0);
  });

  it('moves on from a pre-rendered page without reloading it', async () => {
    const { page } = journey;
    await page.goto('/about');
    await page.waitForLoadState('networkidle');
    await page.evaluate(
      () => ((window as unknown as { sameDocument: boolean }).sameDocument = true),
    );
    await page.getByRole('button', { name: /menu/i }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Privacy Policy' }).click();
    await page.waitForURL('**/privacy');
    expect(
      await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
    ).toBe(true);
  });

  it("keeps the theme's styles the document arrived with, once, wherever the app goes", async () => {
    // The app does not compute the theme's global CSS when the document holds it (ui/theme).
    const { page } = journey;
    const themeStyles = () =>
      page.evaluate(() => ({
        copies: [...document.querySelectorAll('style')].filter((style) =>
          style.textContent?.includes('@layer tokens'),
        ).length,
        fg: getComputedStyle(document.documentElement).getPropertyValue('--chakra-colors-fg'),
        font: getComputedStyle(document.body).fontFamily,
      }));
    await page.goto('/login');
    await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
    const styles = await themeStyles();
    expect(styles.copies).toBe(1);
    expect(styles.fg).not.toBe('');
    expect(styles.font).not.toMatch(/^(serif|"?Times)/);
    await page.getByRole('link', { name: /forgot/i }).click();
    await page.waitForURL('**/forgot-password');
    expect(await themeStyles()).toEqual(styles);
    // A member page gets the home page's document; the app draws another page in its place.
    await page.goto('/bookings');
    await page.waitForURL('**/login');
    await page.getByLabel('Email').waitFor();
    expect(await themeStyles()).toEqual(styles);
  });

  it("on a member page sees neither the member's frame nor a marketing page, but the login", async () => {
    const { page, context } = journey;
    await watchPaints(context, '#home-hero-title, h1');
    for (const path of ['/bookings', '/notifications']) {
      await page.goto(path);
      await page.waitForURL('**/login');
      await page.getByLabel('Email').waitFor();
      expect(
        await page.evaluate(() => (window as unknown as { seen: string[] }).seen),
        path,
      ).not.toContain('My Bookings');
      expect(
        await page.evaluate(() => (window as unknown as { seen: string[] }).seen),
        path,
      ).not.toContain(HERO);
    }
  });
});

/** The heading a member page's shell shows (app/prerender/MemberShell.tsx). */
const SHELL_HEADINGS: Record<string, string> = {
  '/dashboard': 'Dashboard',
  '/profile': 'Profile Settings',
  '/settings': 'Settings',
  '/locations': 'Locations',
  '/bookings': 'My Bookings',
  '/subscriptions': 'Subscription Packages',
};

describe('a signed-in approved member', () => {
  const journey = useBrowser(PHONE);

  it("reads each member page's frame and name before its code arrives, then gets the page", async () => {
    const { page, context, apiURL } = journey;
    await storeDemoSession(context, apiURL);
    const messages = watchConsole(page);
    expect(Object.keys(SHELL_HEADINGS).sort()).toEqual([...MEMBER_PAGES].sort());
    for (const path of MEMBER_PAGES) {
      const scripts = await holdScripts(page);
      await page.goto(path, { waitUntil: 'commit' });
      const shellHeading = page.getByRole('heading', { level: 1, name: SHELL_HEADINGS[path] });
      await shellHeading.waitFor();
      expect(await shellHeading.isVisible(), path).toBe(true);
      expect(await page.getByRole('status', { name: 'Loading…' }).count(), path).toBeGreaterThan(0);
      // Nothing of a visitor's, and nothing offered before it works.
      const header = page.getByRole('banner');
      expect(await header.getByRole('link', { name: 'Login' }).count(), path).toBe(0);
      expect(await header.getByRole('button').count(), path).toBe(0);
      scripts.release();
      await page.locator('html[data-app-ready]').waitFor();
      expect(scripts.held(), `${path}: scripts held back`).toBeGreaterThan(0);
      // The member's own header, its menu working, once the app has the page.
      await header.getByRole('button', { name: 'Open menu' }).waitFor();
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      expect(page.url(), path).toMatch(new RegExp(`${path}$`));
    }
    // A mismatch between the shell and the app's first render would be reported here.
    expect(messages).toEqual([]);
  });

  it('paints each member page before asking for its code and its first data', async () => {
    // A context of its own: the journeys' fixed clock also stands in for the performance timeline.
    const context = await journey.context.browser()!.newContext({ baseURL: journey.baseURL });
    try {
      await storeDemoSession(context, journey.apiURL);
      const page = await context.newPage();
      for (const path of MEMBER_PAGES) {
        await page.goto(path);
        await page.locator('html[data-app-ready]').waitFor();
        const order = await paintOrder(page);
        expect({ path, ...order }).toEqual({
          path,
          painted: true,
          askedAfterPaint: true,
          dataAsked: true,
          dataAskedAfterPaint: true,
        });
      }
    } finally {
      await context.close();
    }
  });

  it("asks for each member page's code in short tasks: the entry alone, then two files at a time", async () => {
    const context = await journey.context.browser()!.newContext({ baseURL: journey.baseURL });
    try {
      await storeDemoSession(context, journey.apiURL);
      // What the document's own script adds to its head, task by task (a MutationObserver hears
      // each task's additions together, at the end of that task). The code itself never arrives,
      // so nothing the app would add is mixed in.
      await context.route(/\/assets\/[^/]+\.js$/, (route) => route.abort());
      await context.addInitScript(() => {
        const batches: string[][] = [];
        (window as unknown as { headBatches: string[][] }).headBatches = batches;
        new MutationObserver((records) => {
          const added = records
            .flatMap((record) => [...record.addedNodes])
            .map((node) =>
              node instanceof HTMLScriptElement && node.type === 'module'
                ? `entry ${new URL(node.src).pathname}`
                : node instanceof HTMLLinkElement &&
                    ['modulepreload', 'manifest'].includes(node.rel)
                  ? `${node.rel} ${new URL(node.href).pathname}`
                  : '',
            )
            .filter(Boolean);
          if (added.length > 0) batches.push(added);
        }).observe(document, { childList: true, subtree: true });
      });
      const page = await context.newPage();
      for (const path of MEMBER_PAGES) {
        await page.goto(path);
        await page.locator('link[rel="manifest"]').waitFor({ state: 'attached' });
        const { batches, entry, files } = await page.evaluate(() => {
          const meta = document.querySelector('meta[name="pitchside-app"]')!;
          const [entry, ...preloads] = meta.getAttribute('content')!.split(' ');
          const pageFiles = (meta.getAttribute('data-page') ?? '').split(' ').filter(Boolean);
          return {
            batches: (window as unknown as { headBatches: string[][] }).headBatches,
            entry: entry!,
            files: [...preloads, ...pageFiles],
          };
        });
        expect(batches[0], path).toEqual([`entry ${entry}`]);
        expect(batches.at(-1), path).toEqual(['manifest /manifest.webmanifest']);
        const preloaded = batches.slice(1, -1);
        expect(preloaded.flat(), path).toEqual(files.map((file) => `modulepreload ${file}`));
        expect(Math.max(...preloaded.map((batch) => batch.length)), path).toBeLessThanOrEqual(2);
      }
    } finally {
      await context.close();
    }
  });

  it('opens / and never sees the marketing hero before the dashboard', async () => {
    const { page, context, apiURL } = journey;
    await storeDemoSession(context, apiURL);
    await watchPaints(context, '#home-hero-title');
    const messages = watchConsole(page);
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.getByText(HERO).count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { seen: string[] }).seen)).toEqual([]);
    expect(messages).toEqual([]);
  });

  it('opening /login or /register is sent on without the form ever painting', async () => {
    const { page, context, apiURL } = journey;
    await storeDemoSession(context, apiURL);
    await watchPaints(context, 'form input');
    for (const path of ['/login', '/register']) {
      await page.goto(path);
      await page.waitForURL('**/dashboard');
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      expect(
        await page.evaluate(() => (window as unknown as { seen: string[] }).seen),
        path,
      ).toEqual([]);
    }
  });
});

describe('a member who chose dark mode', () => {
  const journey = useBrowser(PHONE);

  it('sees every public page dark from its first frame', async () => {
    const { page, context } = journey;
    await context.addInitScript(() => {
      localStorage.setItem(
        'pitchside.settings',
        JSON.stringify({ colorMode: 'dark', notifications: {} }),
      );
    });
    await watchPaints(context, 'h1');
    for (const path of ['/', '/login', '/about']) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      expect(
        await page.evaluate(
          () => (window as unknown as { firstFrameDark?: boolean }).firstFrameDark,
        ),
        path,
      ).toBe(true);
    }
  });
});
