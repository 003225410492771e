/**
 * The mock's refusals state the cut-off from the domain: with the constant at 3 hours the
 * handlers' messages say 3 hours.
 */
import { describe, expect, it, vi } from 'vitest';
import type * as Constants from '../../domain/constants';
import { BOOKING_MESSAGES } from '@mocks/rules/bookings';

vi.mock('../../domain/constants', async (importOriginal) => {
  const actual = await importOriginal<typeof Constants>();
  return { ...actual, CANCELLATION_CUTOFF_HOURS: 3, CANCELLATION_CUTOFF_MS: 3 * 60 * 60 * 1000 };
});

describe('the mock’s cut-off messages with the cut-off at 3 hours', () => {
  it('say 3 hours for cancelling, rescheduling and leaving', () => {
    expect(BOOKING_MESSAGES.cancelWindowClosed).toBe(
      'Bookings can only be cancelled up to 3 hours before they start.',
    );
    expect(BOOKING_MESSAGES.rescheduleWindowClosed).toBe(
      'Bookings can only be rescheduled up to 3 hours before they start.',
    );
    expect(BOOKING_MESSAGES.leaveWindowClosed).toBe(
      'You can only leave a session up to 3 hours before it starts.',
    );
  });
});
