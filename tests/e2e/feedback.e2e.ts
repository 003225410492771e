/**
 * On a phone, each success message is inside the screen the moment it appears,
 * wherever the button that caused it was (the bottom of a long form, the last card of a list).
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  bookCourt,
  buyPackage,
  fillRegistration,
  openCancelOf,
  placement,
  sendContactMessage,
  signInToDashboard,
  toastOf,
  useBrowser,
} from './browser';

const PHONE = { width: 390, height: 844 };
const REGISTERED =
  'Registration successful! Your account is pending approval. You will receive an email notification once approved.';

/** A page notice: inside the screen and focused, so a screen reader reads it out. */
async function expectNoticeSeen(message: Locator) {
  await message.waitFor();
  await expect.poll(() => placement(message)).toEqual({ inside: true, focused: true });
}

/** A toast: inside the screen (it takes no focus; it is a live status). */
async function expectToastSeen(page: Page, title: string) {
  const toast = toastOf(page, title);
  await toast.waitFor();
  await expect.poll(async () => (await placement(toast)).inside).toBe(true);
}

/** A 1×1 PNG, the smallest picture a member could choose. */
const ONE_PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

describe('feedback on a phone', () => {
  const journey = useBrowser(PHONE);

  it('registration: the success is seen at the form, and again on /login', async () => {
    const { page } = journey;
    await page.goto('/register');
    await fillRegistration(page, {
      firstName: 'Ngozi',
      lastName: 'Eze',
      email: `feedback.${Date.now()}@example.ng`,
      phone: '+234 803 555 0177',
    });
    await page.getByLabel('City').fill('Enugu');
    const create = page.getByRole('button', { name: 'Create account' });
    await create.scrollIntoViewIfNeeded();
    await create.click();

    await expectNoticeSeen(page.getByRole('status').filter({ hasText: REGISTERED }));
    await page.waitForURL('**/login', { timeout: 10_000 });
    await expectNoticeSeen(page.getByRole('status').filter({ hasText: REGISTERED }));
  });

  it('contact: "Message Sent!" is seen from the Send button', async () => {
    const { page } = journey;
    await page.goto('/contact');
    await sendContactMessage(page);
    await expectNoticeSeen(page.getByRole('status').filter({ hasText: 'Message Sent!' }));
  });

  it('a member: purchase, profile save and cancel are each seen where they happen', async () => {
    const { page } = journey;
    await signInToDashboard(page, 'kelechi.obi@example.com');

    // The last package, at the bottom of the page on a phone.
    await page.goto('/subscriptions');
    await page.getByText('Available coins').first().waitFor();
    await buyPackage(page, 'last');
    await expectNoticeSeen(page.getByRole('status').filter({ hasText: 'Purchase Successful!' }));

    await page.goto('/profile');
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await page.getByLabel('City').fill('Port Harcourt');
    // A new photo goes with the fields as a multipart form, and comes back as the server's.
    await page.getByLabel('Profile photo').setInputFiles({
      name: 'me.png',
      mimeType: 'image/png',
      buffer: ONE_PIXEL_PNG,
    });
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expectToastSeen(page, 'Profile updated successfully');
    await expect
      .poll(() => page.locator('main img[data-preview="false"]').first().getAttribute('src'))
      .toBe(`data:image/png;base64,${ONE_PIXEL_PNG.toString('base64')}`);

    // A court booked three days ahead, then cancelled from its card in the list.
    const reference = await bookCourt(page, { start: 'last' });
    await (await openCancelOf(page, reference)).click();
    await expectToastSeen(page, 'Booking Cancelled');
  });
});
