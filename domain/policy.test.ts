import { describe, expect, it } from 'vitest';
import {
  bookingTooLateToCancelText,
  cancellationPolicyText,
  cardTooLateToCancelText,
  cutoffPhrase,
  bookingInsideCutoffText,
  joinInsideCutoffText,
  hoursPhrase,
  peakHoursText,
  peakNoteText,
  sessionTooLateToLeaveText,
  windowClosedMessage,
  noShowPolicyText,
  noShowWindowClosedMessage,
  staffAdjustmentLimitText,
} from './policy';

describe('policy wording at today’s constants', () => {
  it('states the 2-hour cut-off in every sentence', () => {
    expect(cancellationPolicyText()).toBe(
      'A pending or confirmed booking can be cancelled until 2 hours before it starts, and all its coins are refunded at once. A booking that is not used or cancelled can be marked as a no-show by staff up to 48 hours after it ends; its coins are kept, not refunded.',
    );
    expect(bookingTooLateToCancelText()).toBe(
      'This booking starts in under 2 hours, so it can no longer be cancelled.',
    );
    expect(cardTooLateToCancelText()).toBe(
      'Starts in under 2 hours, so it can no longer be cancelled.',
    );
    expect(sessionTooLateToLeaveText()).toBe(
      'It starts in under 2 hours, so your place can no longer be given up.',
    );
    expect(windowClosedMessage('cancel')).toBe(
      'Bookings can only be cancelled up to 2 hours before they start.',
    );
    expect(windowClosedMessage('reschedule')).toBe(
      'Bookings can only be rescheduled up to 2 hours before they start.',
    );
    expect(windowClosedMessage('leave')).toBe(
      'You can only leave a session up to 2 hours before it starts.',
    );
  });

  it('states the peak hours and the 1.25 multiplier', () => {
    expect(peakHoursText()).toBe('17:00–21:59 on weekdays and all day on Saturdays and Sundays');
    expect(peakNoteText()).toBe(
      'Peak time: 1.25× the off-peak rate (weekday evenings 17:00–22:00 and all weekend).',
    );
  });
});

describe('policy wording follows the numbers it is given', () => {
  it('says 3 hours everywhere for a 3-hour cut-off', () => {
    const sentences = [
      cancellationPolicyText(3),
      bookingTooLateToCancelText(3),
      cardTooLateToCancelText(3),
      sessionTooLateToLeaveText(3),
      joinInsideCutoffText(3),
      bookingInsideCutoffText(3),
      windowClosedMessage('cancel', 3),
      windowClosedMessage('reschedule', 3),
      windowClosedMessage('leave', 3),
    ];
    for (const sentence of sentences) {
      expect(sentence).toContain('3 hours');
      expect(sentence).not.toMatch(/\b2 hours?\b/);
    }
  });

  it('speaks of one hour in the singular', () => {
    expect(hoursPhrase(1)).toBe('1 hour');
    expect(cutoffPhrase(1)).toBe('1 hour');
    expect(cardTooLateToCancelText(1)).toBe(
      'Starts in under 1 hour, so it can no longer be cancelled.',
    );
  });

  it('follows another peak window and multiplier', () => {
    const window = { weekdayFrom: '18:00', weekdayUntil: '23:30', weekendAllDay: false };
    expect(peakHoursText(window)).toBe('18:00–23:29 on weekdays');
    expect(peakNoteText(1.5, window)).toBe(
      'Peak time: 1.5× the off-peak rate (weekday evenings 18:00–23:30).',
    );
  });
});

describe('staff policy wording', () => {
  it('states the no-show window and the staff adjustment limit from their constants', () => {
    expect(noShowWindowClosedMessage()).toBe(
      "A no-show can only be recorded within 48 hours of a booking's end.",
    );
    expect(staffAdjustmentLimitText()).toBe('Adjustments of more than 500 coins need an admin.');
    expect(noShowPolicyText(24)).toContain('up to 24 hours after it ends');
    expect(staffAdjustmentLimitText(1000)).toBe(
      'Adjustments of more than 1,000 coins need an admin.',
    );
  });
});
