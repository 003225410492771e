import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../../tests/renderWithTheme';
import {
  bookingDate,
  lekkiArena,
  lekkiCourts,
  lekkiSlots,
  offPeakQuote,
  peakQuote,
  storyNow,
} from '../../fixtures/locations';
import { success } from '../../remote';
import { BookingDialogScreen, type BookingDialogScreenProps } from './BookingDialog';
import { endTime } from './endTime';

describe('endTime', () => {
  it('adds whole and half hours', () => {
    expect(endTime('17:00', 2)).toBe('19:00');
    expect(endTime('09:00', 1.5)).toBe('10:30');
    expect(endTime('20:30:00', 1.5)).toBe('22:00');
  });
});

const pitchA = lekkiCourts[0]!;

function render(overrides: Partial<BookingDialogScreenProps> = {}) {
  const props: BookingDialogScreenProps = {
    location: lekkiArena,
    now: storyNow,
    courts: success(lekkiCourts),
    date: bookingDate,
    courtId: pitchA.id,
    startTime: '10:00',
    durationHours: 1.5,
    slots: success(lekkiSlots),
    quote: success(offPeakQuote),
    balance: 240,
    onDateChange: vi.fn(),
    onCourtChange: vi.fn(),
    onSlotChange: vi.fn(),
    onDurationChange: vi.fn(),
    onConfirm: vi.fn(),
    onClose: vi.fn(),
    ...overrides,
  };
  renderWithTheme(<BookingDialogScreen {...props} />);
  return props;
}

describe('BookingDialogScreen', () => {
  it('sends the booking payload of the selection', async () => {
    const props = render();
    await screen.findByRole('dialog');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm booking' }));
    expect(props.onConfirm).toHaveBeenCalledWith({
      location_id: lekkiArena.id,
      court_id: pitchA.id,
      date: '2026-11-23',
      start_time: '10:00',
      end_time: '11:30',
    });
  });

  it('refuses to confirm what the balance does not cover', async () => {
    render({ quote: success(peakQuote), balance: peakQuote.coin_cost - 1 });
    await screen.findByRole('dialog');
    expect(screen.getByRole('button', { name: 'Confirm booking' })).toBeDisabled();
    expect(screen.getByText(/you are 1 coin short/)).toBeInTheDocument();
  });

  it('leaves the decision to the server while the balance is unknown', async () => {
    render({ balance: null });
    await screen.findByRole('dialog');
    expect(screen.getByRole('button', { name: 'Confirm booking' })).toBeEnabled();
    expect(screen.queryByText('Not enough coins')).toBeNull();
  });

  it('cannot confirm before the quote has arrived', async () => {
    render({ quote: { status: 'loading' } });
    await screen.findByRole('dialog');
    expect(screen.getByRole('button', { name: 'Confirm booking' })).toBeDisabled();
  });
});
