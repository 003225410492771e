import { describe, expect, it } from 'vitest';
import { isSessionFull, spotsLeft, waitlistOutcomeText, waitlistPositionText } from './waitlist';

const session = { coin_cost: 15, date: '2026-11-27', start_time: '18:00', end_time: '20:00' };

describe('waitlist words', () => {
  it('counts a booked session, or one with every place taken, as full', () => {
    expect(isSessionFull({ status: 'booked', current_players: 9, max_players: 10 })).toBe(true);
    expect(isSessionFull({ status: 'available', current_players: 10, max_players: 10 })).toBe(true);
    expect(isSessionFull({ status: 'available', current_players: 9, max_players: 10 })).toBe(false);
    expect(isSessionFull({ status: 'cancelled', current_players: 10, max_players: 10 })).toBe(
      false,
    );
    expect(spotsLeft({ current_players: 7, max_players: 10 })).toBe(3);
  });

  it('says the place in the queue and each outcome in plain words', () => {
    expect(waitlistPositionText(2)).toBe('You are #2 on the waitlist');
    const facts = { reason: null, coins_available: null, clash_booking_reference: null, session };
    expect(waitlistOutcomeText({ ...facts, status: 'promoted' })).toMatch(
      /you were booked in for .*\. Your wallet was charged 15 coins\.$/,
    );
    expect(
      waitlistOutcomeText({
        ...facts,
        status: 'skipped',
        reason: 'insufficient_coins',
        coins_available: 1,
      }),
    ).toContain('it costs 15 coins and you had 1 coin, so it went to the next member');
    expect(
      waitlistOutcomeText({
        ...facts,
        status: 'skipped',
        reason: 'booking_overlap',
        clash_booking_reference: 'PSB-1031',
      }),
    ).toContain('you already had a booking at that time (PSB-1031)');
    expect(waitlistOutcomeText({ ...facts, status: 'expired' })).toBe(
      'No place freed up before the session started.',
    );
  });
});
