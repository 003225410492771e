/**
 * Notifications that exist: staff approve a newcomer and credit coins; the
 * member's bell counts what is unread, the list shows it, marking read clears the count; with coin
 * e-mails switched off in Settings, the next credit is a notification but puts nothing in the
 * outbox (the file the mock writes). The member registers in the journey, so no other journey
 * signs in as them or changes what they are told.
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { apiData, DEMO_PASSWORD, signInToDashboard, tokenOf, useBrowser } from './browser';

const EMAIL = `notified.${Date.now()}@example.com`;

/** The kinds of the e-mails the mock has sent to `email`, oldest first. */
function mailedKinds(file: string, email: string): string[] {
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { to: string; kind: string })
    .filter((mail) => mail.to === email)
    .map((mail) => mail.kind);
}

describe('a member’s notifications', () => {
  const journey = useBrowser();

  it('counts the unread under the bell, clears them when read, and e-mails as the member chose', async () => {
    const { page, apiURL } = journey;
    const member = await apiData<Record<string, unknown>>(apiURL, '/auth/register/', null, {
      email: EMAIL,
      password: DEMO_PASSWORD,
      password_confirm: DEMO_PASSWORD,
      first_name: 'Ngozi',
      last_name: 'Adebayo',
      phone_number: '+234 809 555 0199',
      city: 'Lagos',
      state: 'Lagos',
      country: 'Nigeria',
    });
    const staff = await tokenOf(apiURL, 'staff@pitchside.ng');
    const approval = `/auth/approval/${String(member['id'])}/approve/`;
    await apiData(apiURL, approval, staff, { action: 'approve' });
    const credit = (amount: number) =>
      apiData(apiURL, '/subscriptions/admin/add-coins/', staff, {
        user_id: member['id'],
        amount,
        transaction_type: 'credit',
        reason: 'Welcome to the club',
      });
    await credit(30);
    expect(mailedKinds(journey.outboxFile, EMAIL)).toEqual(['account_approved', 'coins_credited']);

    await signInToDashboard(page, EMAIL);
    const header = page.getByRole('banner');
    await header.getByRole('link', { name: 'Notifications, 2 unread' }).click();
    await page.waitForURL('**/notifications');
    const list = page.getByRole('list', { name: 'Notifications' });
    await list.getByText('30 coins added to your wallet').waitFor();
    await list.getByText('Your Pitchside account is approved').waitFor();

    await list
      .getByRole('listitem')
      .filter({ hasText: '30 coins added to your wallet' })
      .getByRole('button', { name: 'Mark as read' })
      .click();
    await header.getByRole('link', { name: 'Notifications, 1 unread' }).waitFor();
    await page.getByRole('button', { name: 'Mark all as read' }).click();
    await header.getByRole('link', { name: 'Notifications', exact: true }).waitFor();
    expect(await list.getByRole('button', { name: 'Mark as read' }).count()).toBe(0);

    // Coin e-mails off: the next credit is told under the bell only.
    await page.goto('/settings');
    const coins = page.getByRole('checkbox', { name: 'Coin e-mails' });
    await expect.poll(() => coins.isChecked()).toBe(true);
    await page.getByText('Coin e-mails', { exact: true }).click();
    await expect.poll(() => coins.isChecked()).toBe(false);
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await page.getByRole('status').filter({ hasText: 'Settings saved' }).waitFor();

    await credit(5);
    expect(mailedKinds(journey.outboxFile, EMAIL)).toEqual(['account_approved', 'coins_credited']);
    await page.reload();
    await header.getByRole('link', { name: 'Notifications, 1 unread' }).waitFor();
    await page.reload();
    await expect
      .poll(() => page.getByRole('checkbox', { name: 'Coin e-mails' }).isChecked())
      .toBe(false);
  });
});
