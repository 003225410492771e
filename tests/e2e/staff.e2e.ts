import { describe, expect, it } from 'vitest';
import { signInToDashboard, useBrowser } from './browser';

// Zainab Lawal: a seeded member no other journey touches, so suspending her changes no other test.
const MEMBER = { name: 'Zainab Lawal', email: 'zainab.lawal@example.com' };
const REASON = 'Left the Kano court unlocked twice';

describe('staff run the club from the app', () => {
  const journey = useBrowser();

  it('staff find a member by name, adjust coins seeing before and after, and suspend with a reason; the member reads it; an admin reads the audit log', async () => {
    const { page } = journey;

    await signInToDashboard(page, 'staff@pitchside.ng');
    await page.getByRole('tab', { name: 'Admin Overview' }).click();
    await page.getByRole('searchbox', { name: 'Search users' }).fill('Zainab');
    await page.getByRole('link', { name: MEMBER.name }).click();
    await page.waitForURL('**/staff/members/*');
    await page.getByRole('heading', { level: 1, name: MEMBER.name }).waitFor();

    // Coins: the review states the balance before and after; nothing moves until it is confirmed.
    const coins = page.getByRole('region', { name: 'Adjust coins' });
    const availableText = (await coins.getByText(/^Available:/).textContent()) ?? '';
    const before = Number(availableText.replace(/\D/g, ''));
    await coins.getByLabel('Amount').fill('40');
    await coins.getByLabel('Type').selectOption('bonus');
    await coins.getByLabel('Reason').fill('Volunteered at the Kano open day');
    await coins.getByRole('button', { name: 'Review adjustment' }).click();
    const review = coins.getByRole('group', { name: 'Review adjustment' });
    await expect.poll(() => review.textContent()).toContain(`Balance before${before} coins`);
    expect(await review.textContent()).toContain(`Balance after${before + 40} coins`);
    await coins.getByRole('button', { name: 'Confirm adjustment' }).click();
    await coins.getByText(`40 coins added to ${MEMBER.name}'s wallet`).waitFor();
    await expect
      .poll(async () => (await coins.getByText(/^Available:/).textContent()) ?? '')
      .toContain(`${before + 40} coins`);

    // Suspension asks for a reason and a confirmation.
    const status = page.getByRole('region', { name: 'Status' });
    await status.getByRole('button', { name: 'Suspend' }).click();
    await status.getByLabel('Reason for the suspension').fill(REASON);
    await status.getByRole('button', { name: 'Confirm suspension' }).click();
    await status.getByText(new RegExp(`^Suspended by .* \\(staff@pitchside.ng\\)`)).waitFor();
    // Confirmed: the form closes by itself and the new status's action shows, no Cancel needed.
    await status.getByRole('button', { name: 'Reactivate' }).waitFor();
    expect(await status.getByRole('button', { name: 'Confirm suspension' }).count()).toBe(0);
    expect(await status.getByLabel('Reason for the suspension').count()).toBe(0);

    // The member signs in and reads the reason in the dashboard banner.
    await page.evaluate(() => localStorage.clear());
    await signInToDashboard(page, MEMBER.email);
    await page.getByText(`Reason given: ${REASON}`).waitFor();

    // The admin reads both actions in the audit log.
    await page.evaluate(() => localStorage.clear());
    await signInToDashboard(page, 'admin@pitchside.ng');
    await page.goto('/staff/audit');
    const entries = page.getByRole('list', { name: 'Audit entries' });
    await entries.getByText(`Reason: ${REASON}`).waitFor();
    await entries.getByText('Reason: Volunteered at the Kano open day').waitFor();
    await page.getByLabel('Action').selectOption('suspend');
    await expect
      .poll(async () => entries.getByRole('listitem').first().textContent())
      .toContain(REASON);
  });

  it('a staff member may not open the audit log, and staff are offered no suspension of an admin', async () => {
    const { page } = journey;
    await signInToDashboard(page, 'staff@pitchside.ng');
    await page.goto('/staff/audit');
    await page.waitForURL('**/dashboard');
    await page.getByRole('tab', { name: 'Admin Overview' }).click();
    await page.getByRole('searchbox', { name: 'Search users' }).fill('admin@pitchside.ng');
    const row = page.getByRole('row').filter({ hasText: 'admin@pitchside.ng' });
    await row.waitFor();
    expect(await row.getByRole('button', { name: /Suspend/ }).count()).toBe(0);
  });

  it('staff mark a booking that has ended as a no-show; the member sees it in Past', async () => {
    const { page } = journey;
    await signInToDashboard(page, 'staff@pitchside.ng');
    await page.getByRole('tab', { name: 'Admin Overview' }).click();
    await page.getByRole('searchbox', { name: 'Search users' }).fill('member@pitchside.ng');
    const row = page.getByRole('row').filter({ hasText: 'member@pitchside.ng' });
    await row.getByRole('link').first().click();
    await page.waitForURL('**/staff/members/*');

    // The seed's demo member played a session two days ago, inside the window for a no-show.
    const mark = page.getByRole('button', { name: /^Mark no-show: PSB-\d+$/ }).first();
    const label = (await mark.getAttribute('aria-label')) ?? '';
    const reference = /PSB-\d+/.exec(label)?.[0] ?? '';
    expect(reference).not.toBe('');
    await mark.click();
    const entry = page.getByRole('listitem').filter({ hasText: reference });
    await entry.getByText('No show').waitFor();
    expect(await entry.getByRole('button', { name: /Mark no-show/ }).count()).toBe(0);

    await page.evaluate(() => localStorage.clear());
    await signInToDashboard(page, 'member@pitchside.ng');
    await page.goto('/bookings?tab=past');
    const card = page.getByRole('article').filter({ hasText: reference });
    await card.getByText('No show').waitFor();
  });
});
