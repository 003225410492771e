import { SCREEN_MESSAGES, bookingTooLateToCancelText, formatCoins } from '@domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../../tests/renderWithTheme';
import { soonBooking, storyNow, upcomingBooking } from '../../fixtures/bookings';
import { CancelDialog } from './CancelDialog';

describe('CancelDialog', () => {
  it('confirms the cancellation of a booking before the cut-off', async () => {
    const onConfirm = vi.fn();
    renderWithTheme(
      <CancelDialog
        booking={upcomingBooking}
        now={storyNow}
        onConfirm={onConfirm}
        onClose={() => {}}
      />,
    );
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(
      `You will get ${formatCoins(upcomingBooking.coin_cost)} back.`,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Cancel booking' }));
    expect(onConfirm).toHaveBeenCalledWith(upcomingBooking);
  });

  it('offers only Close inside the cut-off', async () => {
    renderWithTheme(
      <CancelDialog booking={soonBooking} now={storyNow} onConfirm={() => {}} onClose={() => {}} />,
    );
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(bookingTooLateToCancelText());
    expect(screen.queryByRole('button', { name: 'Cancel booking' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Close' })).toBeEnabled();
  });

  it('shows the failure it is given under the title', async () => {
    const { rerender } = renderWithTheme(
      <CancelDialog
        booking={upcomingBooking}
        now={storyNow}
        error={SCREEN_MESSAGES.bookings.cancellationFailed}
        onConfirm={() => {}}
        onClose={() => {}}
      />,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Cancellation FailedFailed to cancel booking',
    );
    rerender(
      <CancelDialog
        booking={upcomingBooking}
        now={storyNow}
        error="Booking already started."
        onConfirm={() => {}}
        onClose={() => {}}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Booking already started.');
  });

  it('cannot be dismissed while busy', async () => {
    const onClose = vi.fn();
    renderWithTheme(
      <CancelDialog
        booking={upcomingBooking}
        now={storyNow}
        busy
        onConfirm={() => {}}
        onClose={onClose}
      />,
    );
    await screen.findByRole('alertdialog');
    await userEvent.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Keep booking' })).toBeDisabled();
  });
});
