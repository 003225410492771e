import { describe, expect, it } from 'vitest';
import { COIN_OVERVIEW_COPY } from './CoinOverview';
import { REVENUE_SUMMARY_COPY } from './RevenueSummary';

/**
 * The Admin Overview shows coins spent on bookings twice: since launch (the platform's coin
 * figures) and within the chosen period (the revenue figures). Read side by side, each must say
 * which it is, or a smaller period figure beside a larger all-time one looks like an error.
 */
describe('coin figure labels', () => {
  const allTime = [COIN_OVERVIEW_COPY.revenueCoins, COIN_OVERVIEW_COPY.revenueHelp].join(' ');
  const inPeriod = [REVENUE_SUMMARY_COPY.coinsSpent, REVENUE_SUMMARY_COPY.coinsSpentHelp].join(' ');

  it('say the platform figure counts since launch', () => {
    expect(allTime).toMatch(/spent on bookings/i);
    expect(allTime).toMatch(/all time/i);
    expect(COIN_OVERVIEW_COPY.scope).toMatch(/all time/i);
  });

  it('say the revenue figure counts only the chosen period', () => {
    expect(inPeriod).toMatch(/spent on bookings/i);
    expect(inPeriod).toMatch(/in this period/i);
    expect(inPeriod).not.toMatch(/all time/i);
  });
});
