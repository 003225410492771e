import { describe, expect, it } from 'vitest';
import * as domain from './index';

describe('the domain barrel', () => {
  it('exposes the rules, formatters, messages and constants', () => {
    for (const name of [
      'canCancel',
      'coinCost',
      'formatNaira',
      'isApproved',
      'isValidPackage',
      'validateRegistration',
      'MESSAGES',
      'SERVICE_FALLBACK_MESSAGES',
      'NIGERIAN_STATES',
      'BOOKING_STATUSES',
    ]) {
      expect(domain).toHaveProperty(name);
    }
  });
});
