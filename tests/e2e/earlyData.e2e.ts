/**
 * A member's page starts its first requests with the document (docs/prerender.md, "Data starts
 * with the page"): the head script sends the session check and the page's first data with the
 * stored token while the app's code downloads, and the app takes those answers instead of asking
 * again. Each is asked for once, and before the app's entry script is.
 */
import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { watchRequests } from '../../scripts/page-settled.mjs';
import { demoMemberSession, storeSession } from '../../scripts/pages.mjs';
import { EARLY_REQUESTS } from '../../app/prerender/earlyRequests';
import { PHONE, useBrowser } from './browser';

/** What each page shows once its first data has arrived. */
const SHOWN: Record<string, (page: Page) => Promise<void>> = {
  '/dashboard': (page) =>
    expect.poll(() => page.getByText('Available coins').first().isVisible()).toBe(true),
  '/bookings': (page) =>
    expect.poll(() => page.getByRole('heading', { name: 'My Bookings' }).isVisible()).toBe(true),
  '/subscriptions': (page) =>
    expect
      .poll(() =>
        page
          .getByRole('button', { name: /^(Buy|Purchase)/ })
          .first()
          .isVisible(),
      )
      .toBe(true),
  '/locations': (page) =>
    expect.poll(() => page.getByRole('heading', { name: 'Locations' }).isVisible()).toBe(true),
};

describe('a member opening a page with a stored session', () => {
  const journey = useBrowser(PHONE);

  for (const [path, shown] of Object.entries(SHOWN)) {
    it(`${path}: asks for the session and the page's data once each, before the app's code`, async () => {
      await storeSession(journey.context, await demoMemberSession(journey.apiURL));
      const requests: Request[] = [];
      journey.page.on('request', (request) => requests.push(request));
      const start = watchRequests(journey.page);

      await journey.page.goto(path);
      await shown(journey.page);
      // Until the page's start has ended: a request asked again would come after its first data.
      await start.settled();

      const asked = (wanted: string) =>
        requests.filter((request) => new URL(request.url()).href.endsWith(`/api/v1${wanted}`));
      const entry = requests.findIndex((request) =>
        /\/assets\/index-[^/]*\.js$/.test(request.url()),
      );
      expect(entry).toBeGreaterThan(0);
      for (const wanted of [...EARLY_REQUESTS.always, ...(EARLY_REQUESTS.pages[path] ?? [])]) {
        const sent = asked(wanted);
        expect(
          sent.map((request) => request.url()),
          wanted,
        ).toHaveLength(1);
        expect(requests.indexOf(sent[0]!), `${wanted} before the entry`).toBeLessThan(entry);
      }
    });
  }
});
