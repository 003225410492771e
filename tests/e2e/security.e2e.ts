import type { BrowserContext, Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { MEMBER_PAGES, PUBLIC_PAGES } from '../../scripts/pages.mjs';
import { watchRequests } from '../../scripts/page-settled.mjs';
import { beforePaintScript, scriptHash } from '../../scripts/prerender.mjs';
import { signInToDashboard, useBrowser } from './browser';

/**
 * Every report of the page's security policies: the CSP violation events the browser fires, and
 * its console messages about a Content Security Policy or a Permissions Policy.
 */
async function watchPolicies(context: BrowserContext, page: Page): Promise<string[]> {
  const reports: string[] = [];
  await context.exposeBinding('reportPolicyViolation', (_source, report: string) => {
    reports.push(report);
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportPolicyViolation: (r: string) => void })
        .reportPolicyViolation;
      report(
        `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} on ${location.pathname}`,
      );
    });
  });
  page.on('console', (message) => {
    if (/content security policy|permissions.policy/i.test(message.text())) {
      reports.push(`console ${message.type()}: ${message.text()}`);
    }
  });
  return reports;
}

/**
 * Opens `path` as a full page load and waits until its heading shows and its start has ended,
 * late requests included (the header's unread count loads the HTTP client after the page drew).
 */
async function open(page: Page, path: string): Promise<void> {
  const requests = watchRequests(page);
  await page.goto(path);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await requests.settled();
}

describe('the security policy of the production build', () => {
  // With the installable app's worker: what it fetches and serves is under the same policy.
  const journey = useBrowser(undefined, { serviceWorkers: 'allow' });
  let reports: string[];
  beforeEach(async () => {
    reports = await watchPolicies(journey.context, journey.page);
  });

  it('sends its headers with the document and with a hashed asset', async () => {
    const { page } = journey;
    // The page asks for its code once it has painted (app/prerender/beforePaint.js), which on a
    // busy machine can be after the network has been quiet for a while: wait for that answer.
    const [answer, assetAnswer] = await Promise.all([
      page.goto('/'),
      page.waitForResponse((response) => new URL(response.url()).pathname.startsWith('/assets/')),
    ]);
    const document = (await answer?.allHeaders()) ?? {};

    const csp = document['content-security-policy'] ?? '';
    const directives = new Map(
      csp.split(';').map((part) => {
        const [name = '', ...values] = part.trim().split(/\s+/);
        return [name, values] as const;
      }),
    );
    expect(directives.get('default-src')).toEqual(["'self'"]);
    // The build's own files, and the one inline script of the documents by its hash.
    expect(directives.get('script-src')).toEqual(["'self'", scriptHash(beforePaintScript())]);
    expect(directives.get('object-src')).toEqual(["'none'"]);
    expect(directives.get('base-uri')).toEqual(["'none'"]);
    expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
    expect(directives.get('connect-src')).toEqual(["'self'"]);
    expect(document['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(document['x-content-type-options']).toBe('nosniff');
    expect(document['permissions-policy']).toMatch(/^geolocation=\(self\)(, [a-z-]+=\(\))+$/);
    expect(document['cache-control']).toBe('no-cache');

    const asset = await assetAnswer.allHeaders();
    expect(asset['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset['content-security-policy']).toBe(csp);
    expect(asset['x-content-type-options']).toBe('nosniff');
  });

  it('refuses a script injected into the page', async () => {
    const { page } = journey;
    await open(page, '/');
    const ran = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injected = true';
      document.body.append(script);
      return 'injected' in window;
    });
    expect(ran).toBe(false);
    await expect.poll(() => reports.some((r) => r.startsWith('script-src'))).toBe(true);
  });

  it("runs the documents' before-paint script and no other inline script", async () => {
    const { page } = journey;
    for (const path of PUBLIC_PAGES) {
      await open(page, path);
      const inline = await page.evaluate(() =>
        [...document.scripts].filter((script) => !script.src).map((script) => script.text),
      );
      expect(inline, path).toEqual([beforePaintScript()]);
      // It ran: the page shows a colour mode from its first frame.
      expect(await page.evaluate(() => document.documentElement.className), path).toMatch(
        /\b(light|dark)\b/,
      );
    }
    expect(reports).toEqual([]);
  });

  it('shows every public page to a visitor without a policy violation', async () => {
    for (const path of PUBLIC_PAGES) {
      await open(journey.page, path);
      expect(new URL(journey.page.url()).pathname).toBe(path);
    }
    expect(reports).toEqual([]);
  });

  it('shows every member page to the demo member without a policy violation', async () => {
    const { page } = journey;
    await signInToDashboard(page, 'member@pitchside.ng');
    for (const path of MEMBER_PAGES) {
      await open(page, path);
      expect(new URL(page.url()).pathname).toBe(path);
    }
    expect(reports).toEqual([]);
  });

  it('shows the Admin Overview to an admin without a policy violation', async () => {
    const { page } = journey;
    await signInToDashboard(page, 'admin@pitchside.ng');
    await open(page, '/dashboard');
    await page.getByRole('tab', { name: 'Admin Overview' }).click();
    await page.getByRole('form', { name: 'Adjust Coins' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(reports).toEqual([]);
  });
});
