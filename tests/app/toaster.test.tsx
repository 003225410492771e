/**
 * The toaster as the app uses it: a page creates a toast with `toaster.create`, which downloads
 * Chakra's store on its first call; the root's toaster then loads and shows it. Over the real
 * mock backend, the whole app rendered.
 */
import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SUCCESS_NOTICES } from '@domain';
import { toaster } from '@ui/Feedback/Toaster';
import { renderApp, setupAppTests } from './renderApp';

setupAppTests();
// The toaster's store lives with the module, across the tests of this file.
afterEach(() => act(() => toaster.remove()));

describe('the toaster', () => {
  it("shows a visitor's toast: the toaster is not only for signed-in members", async () => {
    await renderApp('/login');
    await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 });

    act(() => {
      toaster.create({ type: 'error', title: 'Failed to fetch locations' });
    });

    const region = await screen.findByRole(
      'region',
      { name: /Notifications/ },
      { timeout: 10_000 },
    );
    expect(await within(region).findByRole('status')).toHaveTextContent(
      'Failed to fetch locations',
    );
  });

  it("shows a member's first toast, created before its store and component had loaded", async () => {
    await renderApp('/subscriptions', { as: 'member' });
    await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 });
    expect(screen.queryByRole('region', { name: /Notifications/ })).not.toBeInTheDocument();

    act(() => {
      toaster.create({ type: 'success', title: SUCCESS_NOTICES.profileUpdated });
    });

    const region = await screen.findByRole(
      'region',
      { name: /Notifications/ },
      { timeout: 10_000 },
    );
    expect(await within(region).findByRole('status')).toHaveTextContent(
      SUCCESS_NOTICES.profileUpdated,
    );
  });
});
