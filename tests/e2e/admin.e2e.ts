import { describe, expect, it } from 'vitest';
import type { LocationStats, SubscriptionStats, SystemHealth } from '@domain';
import { api, DEMO_PASSWORD, signInToDashboard, tokenOf, useBrowser } from './browser';

describe('an admin', () => {
  const journey = useBrowser();

  it('approves a newcomer from the Admin Overview', async () => {
    const { page, apiURL } = journey;
    // Setup through the API: a newcomer waiting for approval.
    const email = `applicant.${Date.now()}@example.ng`;
    const registered = await api(apiURL, '/auth/register/', {
      method: 'POST',
      body: JSON.stringify({
        email,
        password: DEMO_PASSWORD,
        password_confirm: DEMO_PASSWORD,
        first_name: 'Chiamaka',
        last_name: 'Obi',
        phone_number: '08035550102',
      }),
    });
    expect(registered.status).toBe(201);

    await signInToDashboard(page, 'admin@pitchside.ng');
    await page.getByRole('tab', { name: 'Admin Overview' }).click();
    await page.getByRole('button', { name: 'Approve Chiamaka Obi' }).click();
    await page.getByText('User approved successfully').first().waitFor();

    // The newcomer can now sign in.
    const login = await api(apiURL, '/auth/login/', {
      method: 'POST',
      body: JSON.stringify({ email, password: DEMO_PASSWORD }),
    });
    expect(login.status).toBe(200);
  });

  it('rejects an application from Pending Approvals with a reason the applicant reads', async () => {
    const { page, apiURL } = journey;
    const email = `rejected.${Date.now()}@example.ng`;
    const reason = 'We could not confirm your referral';
    const registered = await api(apiURL, '/auth/register/', {
      method: 'POST',
      body: JSON.stringify({
        email,
        password: DEMO_PASSWORD,
        password_confirm: DEMO_PASSWORD,
        first_name: 'Emeka',
        last_name: 'Nwosu',
        phone_number: '08035550103',
      }),
    });
    expect(registered.status).toBe(201);

    await signInToDashboard(page, 'admin@pitchside.ng');
    await page.getByRole('tab', { name: 'Admin Overview' }).click();
    const pending = page.getByRole('region', { name: 'Pending Approvals' });
    // One press asks; nothing is rejected until the reason is given and confirmed.
    await pending.getByRole('button', { name: 'Reject Emeka Nwosu' }).click();
    await pending.getByRole('button', { name: 'Confirm rejection' }).click();
    await pending.getByText('Reason is required').waitFor();
    await pending.getByLabel('Reason for the rejection').fill(reason);
    await pending.getByRole('button', { name: 'Confirm rejection' }).click();
    await pending.getByText('User application rejected').waitFor();
    await expect.poll(() => pending.getByText('Emeka Nwosu').count()).toBe(0);

    // The applicant signs in and reads the reason in the dashboard banner.
    await page.evaluate(() => localStorage.clear());
    await signInToDashboard(page, email);
    await page.getByText(`Reason given: ${reason}`).waitFor();
  });

  it('adjusts the coins of a member found by name, after reviewing the balance', async () => {
    const { page, apiURL } = journey;
    const memberToken = await tokenOf(apiURL, 'kelechi.obi@example.com');
    const me = await api<{ id: number; full_name: string }>(apiURL, '/auth/me/', {}, memberToken);
    const walletBefore = await api<{ available_balance: number }>(
      apiURL,
      '/subscriptions/wallet/',
      {},
      memberToken,
    );
    const before = walletBefore.body.data.available_balance;
    const coins = (n: number) => `${n.toLocaleString('en-NG')} ${n === 1 ? 'coin' : 'coins'}`;

    await signInToDashboard(page, 'admin@pitchside.ng');
    await page.getByRole('tab', { name: 'Admin Overview' }).click();
    const form = page.getByRole('form', { name: 'Adjust Coins' });
    expect(await form.getByLabel('User ID').count()).toBe(0);
    await form.getByRole('searchbox', { name: 'Member' }).fill('Kelechi');
    const matches = form.getByRole('list', { name: 'Matching members' });
    await matches.getByRole('button', { name: `Pick ${me.body.data.full_name}` }).click();
    await form.getByText(coins(before), { exact: true }).waitFor();
    await form.getByLabel('Amount (coins)').fill('25');
    await form.getByLabel('Type').selectOption('bonus');
    await form.getByLabel('Reason').fill('Tournament prize');
    await form.getByRole('button', { name: 'Review adjustment' }).click();
    const review = form.getByRole('group', { name: 'Review adjustment' });
    await review.getByText(coins(before + 25), { exact: true }).waitFor();
    await form.getByRole('button', { name: 'Confirm adjustment' }).click();
    await form.getByText(`25 coins added to ${me.body.data.full_name}'s wallet`).waitFor();
    // The form starts again from the search, ready for the next member.
    await form.getByRole('searchbox', { name: 'Member' }).waitFor();

    await expect
      .poll(async () => {
        const wallet = await api<{ available_balance: number }>(
          apiURL,
          '/subscriptions/wallet/',
          {},
          memberToken,
        );
        return wallet.body.data.available_balance;
      })
      .toBe(walletBefore.body.data.available_balance + 25);
  });

  it('shows staff venue utilisation, package sales and system health from the API', async () => {
    const { page, apiURL } = journey;
    const member = await tokenOf(apiURL, 'member@pitchside.ng');
    const staff = await tokenOf(apiURL, 'staff@pitchside.ng');
    for (const path of [
      '/admin/locations/stats/',
      '/admin/subscriptions/stats/',
      '/admin/system/health/',
    ]) {
      expect((await api(apiURL, path, {}, member)).status).toBe(403);
    }
    const venues = (await api<LocationStats>(apiURL, '/admin/locations/stats/', {}, staff)).body
      .data;
    const sales = (await api<SubscriptionStats>(apiURL, '/admin/subscriptions/stats/', {}, staff))
      .body.data;
    const health = (await api<SystemHealth>(apiURL, '/admin/system/health/', {}, staff)).body.data;
    const busiest = venues.locations[0];
    expect(busiest).toBeDefined();

    await signInToDashboard(page, 'staff@pitchside.ng');
    await page.getByRole('tab', { name: 'Admin Overview' }).click();

    const utilisation = page.getByRole('region', { name: 'Venue utilisation' });
    const venueRow = utilisation.getByRole('row', { name: new RegExp(busiest!.name) });
    await venueRow.waitFor();
    expect(await venueRow.getByRole('cell').nth(1).textContent()).toBe(
      busiest!.bookings_this_month.toLocaleString('en-NG'),
    );

    const packages = page.getByRole('region', { name: 'Package sales' });
    const purchases = packages.getByText('Purchases, all time', { exact: true });
    await purchases.waitFor();
    expect(await purchases.locator('xpath=following-sibling::*[1]').textContent()).toBe(
      sales.total_purchases.toLocaleString('en-NG'),
    );

    const system = page.getByRole('region', { name: 'System health' });
    const version = system.getByText('Version', { exact: true });
    await version.waitFor();
    expect(await version.locator('xpath=following-sibling::*[1]').textContent()).toBe(
      health.version,
    );
    expect(await system.getByRole('list', { name: 'Checks' }).getByRole('listitem').count()).toBe(
      health.checks.length,
    );
    expect(await page.getByText(/demo figures/).count()).toBe(0);
  });
});
