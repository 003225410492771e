/**
 * A browser that refuses local storage (turned off for the site, a private window that allows
 * none, a full quota) throws on every use of it. The app still works there: a member signs in for
 * the tab, and a setting that cannot be kept is said to be not saved (app/state/storage.ts).
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '@mocks/demoAccounts';
import { fillSignInForm, renderApp, setupAppTests } from './renderApp';
import { refuseStorage } from '../refuseStorage';

setupAppTests();

describe('a browser that refuses local storage', () => {
  it('signs the member in for this tab', async () => {
    await renderApp('/login');
    refuseStorage();
    const user = userEvent.setup();
    await user.click(await fillSignInForm(user));
    await waitFor(() => expect(window.location.pathname).toBe('/dashboard'), { timeout: 10_000 });
    expect(
      await screen.findByRole('button', { name: new RegExp(DEMO_ACCOUNTS.member.first_name) }),
    ).toBeInTheDocument();
  }, 20_000);

  it('says the settings were not saved', async () => {
    await renderApp('/settings', { as: 'member' });
    refuseStorage();
    const user = userEvent.setup();
    await user.click(await screen.findByText('Dark', {}, { timeout: 10_000 }));
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This browser would not keep your settings.',
    );
    expect(screen.queryByText('Settings saved')).not.toBeInTheDocument();
  }, 20_000);
});
