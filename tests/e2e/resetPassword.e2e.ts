/**
 * Forgot password completes: the e-mail the server sends (its outbox, here the
 * file the mock writes) carries the link; the link's page sets a new password; the session the
 * member had elsewhere ends; the new password signs in, and the link does not work twice.
 */
import { existsSync, readFileSync } from 'node:fs';
import { PASSWORD_RESET_MESSAGES } from '@domain';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, fillSignIn, signInToDashboard, useBrowser } from './browser';

// An approved member no other journey signs in as: this one changes the password.
const EMAIL = 'aisha.mohammed@example.com';
const NEW_PASSWORD = 'Lagos-Sunrise-2026';

function resetLinks(file: string): string[] {
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { to: string; kind: string; link: string | null })
    .filter((mail) => mail.to === EMAIL && mail.kind === 'password_reset' && mail.link)
    .map((mail) => mail.link ?? '');
}

describe('a member who forgot the password', () => {
  const journey = useBrowser();

  it('resets it from the e-mailed link, which ends the old session and works once', async () => {
    const { page, context } = journey;
    // The member is still signed in on this device.
    await signInToDashboard(page, EMAIL);

    // Elsewhere, the member asks for a link.
    const other = await context.browser()!.newContext({ baseURL: journey.baseURL });
    const elsewhere = await other.newPage();
    await elsewhere.goto('/forgot-password');
    await elsewhere.getByLabel('Email').fill(EMAIL);
    await elsewhere.getByRole('button', { name: 'Send reset link' }).click();
    await elsewhere
      .getByRole('status')
      .getByText(/a link to reset the password/)
      .waitFor();
    await expect.poll(() => resetLinks(journey.outboxFile).length).toBe(1);
    const link = new URL(resetLinks(journey.outboxFile)[0]!);
    expect(link.pathname).toBe('/reset-password');

    await elsewhere.goto(`${link.pathname}${link.search}`);
    await elsewhere.getByLabel(/^New password/).fill('short');
    await elsewhere.getByRole('button', { name: 'Set new password' }).click();
    await elsewhere
      .getByText(/at least 8 characters/i)
      .first()
      .waitFor();
    await elsewhere.getByLabel(/^New password/).fill(NEW_PASSWORD);
    await elsewhere.getByLabel(/^Confirm new password/).fill(NEW_PASSWORD);
    await elsewhere.getByRole('button', { name: 'Set new password' }).click();
    await elsewhere.getByText(PASSWORD_RESET_MESSAGES.done).waitFor();

    // The link works once.
    await elsewhere.goto(`${link.pathname}${link.search}`);
    await elsewhere.getByLabel(/^New password/).fill('Another-Password-1');
    await elsewhere.getByLabel(/^Confirm new password/).fill('Another-Password-1');
    await elsewhere.getByRole('button', { name: 'Set new password' }).click();
    await elsewhere.getByRole('alert').getByText(PASSWORD_RESET_MESSAGES.invalidLink).waitFor();
    await other.close();

    // Back on the first device, the old session is over.
    await page.getByRole('banner').getByRole('link', { name: 'Bookings' }).click();
    await page.waitForURL('**/login');

    // The old password is refused, the new one signs in.
    await fillSignIn(page, EMAIL, DEMO_PASSWORD);
    await page.getByRole('alert').waitFor();
    expect(page.url()).toContain('/login');
    await fillSignIn(page, EMAIL, NEW_PASSWORD);
    await page.waitForURL('**/dashboard');
  });
});
