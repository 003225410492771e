import { screen, waitFor, within } from '@testing-library/react';
import { TOAST_DURATION_MS, TOAST_MAX_VISIBLE } from '@domain';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../../tests/renderWithTheme';
import { toaster } from './lazyToaster';
import { whenToastStoreLoaded } from './toastSignal';

// This file imports neither ./Toaster nor ./toastStore: the store is loaded by the first toast,
// which only a fresh module graph shows (hence `isolated`).
describe('toaster', () => {
  it('shows a toast created before its store had loaded', async () => {
    let loaded = false;
    whenToastStoreLoaded(() => {
      loaded = true;
    });

    const id = toaster.create({ type: 'success', title: 'Booking confirmed' });
    expect(id).toEqual(expect.any(String));
    // Still on its way: the call was queued, not lost.
    expect(loaded).toBe(false);
    await waitFor(() => expect(loaded).toBe(true));

    // Mounted after the toast was created, as the app's root mounts it.
    const { Toaster } = await import('./Toaster');
    renderWithTheme(<Toaster />);
    const region = await screen.findByRole('region', { name: /Notifications/ });
    const toast = await within(region).findByRole('status');
    expect(toast).toHaveTextContent('Booking confirmed');

    const { toastStore } = await import('./toastStore');
    expect(toastStore.attrs.duration).toBe(TOAST_DURATION_MS);
    expect(toastStore.attrs.max).toBe(TOAST_MAX_VISIBLE);

    toaster.remove(id);
    await waitFor(() => expect(screen.queryByText('Booking confirmed')).not.toBeInTheDocument());
  });
});
