import { CANCELLATION_CUTOFF_MS, bookingStart, cardTooLateToCancelText } from '@domain';
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
    <BookingCard
      booking={booking}
      now={now}
      onViewDetails={() => {}}
      onCancel={() => {}}
      onReschedule={() => {}}
    />,
  );

describe('BookingCard', () => {
  it('offers Cancel and Reschedule before the cancellation cut-off', () => {
    render();
    expect(screen.getByRole('button', { name: /^Cancel/ })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Reschedule PSB-2045' })).toBeEnabled();
  });

  it('offers no Reschedule inside the cut-off', () => {
    render(soonBooking);
    expect(screen.queryByRole('button', { name: /Reschedule/ })).toBeNull();
  });

  it('stops offering Cancel inside the cut-off and says why', () => {
    render(soonBooking);
    expect(screen.queryByRole('button', { name: /^Cancel/ })).toBeNull();
    expect(screen.getByText(cardTooLateToCancelText())).toBeInTheDocument();
  });

  it('offers Cancel exactly at the cut-off before the start', () => {
    render(
      upcomingBooking,
      new Date(bookingStart(upcomingBooking).getTime() - CANCELLATION_CUTOFF_MS),
    );
    expect(screen.getByRole('button', { name: /^Cancel/ })).toBeEnabled();
  });

  it('offers Cancel on a pending booking and nothing on a cancelled one', () => {
    const { unmount } = render(pendingBooking);
    expect(screen.getByRole('button', { name: /^Cancel/ })).toBeEnabled();
    unmount();
    render(cancelledBooking);
    expect(screen.queryByRole('button', { name: /^Cancel/ })).toBeNull();
    expect(screen.queryByText(cardTooLateToCancelText())).toBeNull();
  });

  it('falls back to the PSB reference when the booking has none', () => {
    render({ ...upcomingBooking, booking_reference: '' });
    expect(screen.getByRole('article')).toHaveTextContent('Ref PSB-2045');
  });
});
