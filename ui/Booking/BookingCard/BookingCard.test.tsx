import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../../tests/renderWithTheme';
import {
  cancelledBooking,
  pendingBooking,
  soonBooking,
  storyNow,
  upcomingBooking,
} from '../../fixtures/bookings';
import { BookingCard } from './BookingCard';

const render = (booking = upcomingBooking, now = storyNow) =>
  renderWithTheme(
    <BookingCard booking={booking} now={now} onViewDetails={() => {}} onCancel={() => {}} />,
  );

describe('BookingCard', () => {
  it('offers Cancel and a disabled Reschedule while the start is 2 hours away or more', () => {
    render();
    expect(screen.getByRole('button', { name: /^Cancel/ })).toBeEnabled();
    expect(screen.getByRole('button', { name: /Reschedule/ })).toBeDisabled();
  });

  it('stops offering Cancel inside the 2-hour cut-off and says why', () => {
    render(soonBooking);
    expect(screen.queryByRole('button', { name: /^Cancel/ })).toBeNull();
    expect(screen.getByText(/under 2 hours/)).toBeInTheDocument();
  });

  it('offers Cancel exactly 2 hours before the start', () => {
    render(upcomingBooking, new Date('2026-11-23T15:00:00+01:00'));
    expect(screen.getByRole('button', { name: /^Cancel/ })).toBeEnabled();
  });

  it('offers Cancel on a pending booking and nothing on a cancelled one', () => {
    const { unmount } = render(pendingBooking);
    expect(screen.getByRole('button', { name: /^Cancel/ })).toBeEnabled();
    unmount();
    render(cancelledBooking);
    expect(screen.queryByRole('button', { name: /^Cancel/ })).toBeNull();
    expect(screen.queryByText(/under 2 hours/)).toBeNull();
  });

  it('falls back to the PSB reference when the booking has none', () => {
    render({ ...upcomingBooking, booking_reference: '' });
    expect(screen.getByRole('article')).toHaveTextContent('Ref PSB-2045');
  });
});
