import { describe, expect, it } from 'vitest';
import { EXPIRING_SOON_DAYS } from './constants';
import { TRANSACTION_TYPES } from './types';
import {
  TRANSACTION_TYPE_LABELS,
  expiringCoinsText,
  expiryPolicyText,
  isExpiringSoon,
  noCoinsExpiringText,
} from './wallet';

const DAY = 24 * 60 * 60 * 1000;

describe('the wallet wording', () => {
  it('names the coins and the Lagos date they expire on', () => {
    expect(expiringCoinsText({ coins: 40, expires_at: '2026-12-12T10:00:00+01:00' })).toBe(
      '40 coins expire on 12 Dec 2026',
    );
    expect(expiringCoinsText({ coins: 1, expires_at: '2026-12-12T23:30:00Z' })).toBe(
      '1 coin expires on 13 Dec 2026',
    );
  });

  it('announces an expiry only inside the window and before it passes', () => {
    const now = new Date('2026-11-24T12:00:00Z');
    const at = (days: number) => new Date(now.getTime() + days * DAY);
    expect(isExpiringSoon(at(EXPIRING_SOON_DAYS), now)).toBe(true);
    expect(isExpiringSoon(at(EXPIRING_SOON_DAYS + 0.01), now)).toBe(false);
    expect(isExpiringSoon(at(0), now)).toBe(false);
    expect(isExpiringSoon(at(3), now, 2)).toBe(false);
  });

  it('states the window from the constant', () => {
    expect(expiryPolicyText()).toContain(`within ${EXPIRING_SOON_DAYS} days`);
    expect(noCoinsExpiringText()).toBe(`No coins expire within ${EXPIRING_SOON_DAYS} days`);
    expect(noCoinsExpiringText(1)).toBe('No coins expire within 1 day');
    expect(expiryPolicyText(1)).toContain('within 1 day');
  });

  it('has a label for every kind of entry', () => {
    for (const type of TRANSACTION_TYPES) expect(TRANSACTION_TYPE_LABELS[type]).toBeTruthy();
  });
});
