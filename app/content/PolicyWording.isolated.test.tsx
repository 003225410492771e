/**
 * Every sentence on screen that states a policy number follows the domain's constants: with the
 * cut-off at 3 hours and another peak window and multiplier, the cards, the cancel dialog, the
 * quote, the app's FAQ and its news all say so, and none still says 2 hours or 1.25.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type * as Constants from '../../domain/constants';
import { lagosToday } from '@domain';
import { BookingCard } from '@ui/Booking/BookingCard';
import { CancelDialog } from '@ui/Booking/CancelDialog';
import { QuoteSummary } from '@ui/Booking/QuoteSummary';
import { GameSessionCard } from '@ui/Locations/GameSessionCard';
import { ContactScreen } from '@ui/Screens/Contact';
import { booking, gameSession, quote } from '@ui/fixtures/factories';
import { renderWithTheme } from '../../tests/renderWithTheme';
import { FAQ } from './faq';
import { NEWS } from './news';

vi.mock('../../domain/constants', async (importOriginal) => {
  const actual = await importOriginal<typeof Constants>();
  return {
    ...actual,
    CANCELLATION_CUTOFF_HOURS: 3,
    CANCELLATION_CUTOFF_MS: 3 * 60 * 60 * 1000,
    PEAK_MULTIPLIER: 1.5,
    PEAK_WINDOW: { weekdayFrom: '18:00', weekdayUntil: '23:00', weekendAllDay: true },
  };
});

// A Wednesday morning in Lagos; 11:30 is two and a half hours away: inside a 3-hour cut-off.
const now = new Date('2026-11-25T09:00:00+01:00');
const today = lagosToday(now);
const soon = { date: today, start_time: '11:30', end_time: '12:30' };

const statesToday = (text: string | null) => {
  expect(text).not.toMatch(/\b2 hours\b|2-hour|1\.25|17:00|21:59/);
};

describe('policy wording with the cut-off at 3 hours, peak 18:00–22:59 at 1.5×', () => {
  it('the booking card refuses a cancellation 2½ hours ahead and says 3 hours', () => {
    renderWithTheme(
      <BookingCard
        booking={booking(soon)}
        now={now}
        onViewDetails={() => {}}
        onCancel={() => {}}
      />,
    );
    expect(screen.queryByRole('button', { name: /^Cancel/ })).toBeNull();
    expect(
      screen.getByText('Starts in under 3 hours, so it can no longer be cancelled.'),
    ).toBeInTheDocument();
    statesToday(document.body.textContent);
  });

  it('the cancel dialog states the 3-hour policy and why it is too late', async () => {
    renderWithTheme(
      <CancelDialog booking={booking(soon)} now={now} onConfirm={() => {}} onClose={() => {}} />,
    );
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(
      'A pending or confirmed booking can be cancelled until 3 hours before it starts',
    );
    expect(dialog).toHaveTextContent(
      'This booking starts in under 3 hours, so it can no longer be cancelled.',
    );
    statesToday(dialog.textContent);
  });

  it('a joined game session keeps the place and says 3 hours', () => {
    renderWithTheme(
      <GameSessionCard
        session={gameSession({ session_date: today, start_time: '11:30', end_time: '13:00' })}
        joined
        now={now}
        onJoin={() => {}}
        onLeave={() => {}}
      />,
    );
    const leave = screen.getByRole('button', { name: /^Leave / });
    expect(leave).toBeDisabled();
    expect(leave).toHaveAccessibleDescription(
      'It starts in under 3 hours, so your place can no longer be given up.',
    );
  });

  it('a peak quote states the multiplier and the window', () => {
    const evening = quote({ date: today, start_time: '18:00', end_time: '19:00' });
    expect(evening.is_peak).toBe(true);
    renderWithTheme(<QuoteSummary quote={evening} balance={500} />);
    expect(
      screen.getByText(
        'Peak time: 1.5× the off-peak rate (weekday evenings 18:00–23:00 and all weekend).',
      ),
    ).toBeInTheDocument();
    statesToday(document.body.textContent);
  });

  it('the FAQ on the contact page answers with 3 hours and the new peak hours', async () => {
    renderWithTheme(<ContactScreen faq={FAQ} onSubmit={() => {}} status="idle" />);
    const faq = screen.getByRole('region', { name: 'Frequently asked questions' });
    await userEvent.click(
      within(faq).getByRole('button', { name: 'Can I cancel or reschedule a booking?' }),
    );
    await userEvent.click(within(faq).getByRole('button', { name: 'What are peak hours?' }));
    expect(
      await within(faq).findByText(/^Yes, until 3 hours before it starts/),
    ).toBeInTheDocument();
    expect(
      within(faq).getByText(
        /start 18:00–22:59 on weekdays and all day on Saturdays and Sundays are peak bookings and cost 1\.5 times/,
      ),
    ).toBeInTheDocument();
    statesToday(faq.textContent);
  });

  it('the news says 3 hours and the new peak hours', () => {
    const text = NEWS.map((item) => `${item.title} ${item.summary}`).join('\n');
    expect(text).toContain('up to 3 hours before it starts');
    expect(text).toContain('start 18:00–22:59 on weekdays');
    statesToday(text);
  });
});
