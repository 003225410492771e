import { LOCALE } from '@domain';

const countFormat = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 0 });
const percentFormat = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 1 });
const signedPercentFormat = new Intl.NumberFormat(LOCALE, {
  maximumFractionDigits: 1,
  signDisplay: 'exceptZero',
});

/** '1,248': a whole count with the en-NG grouping. */
export function formatCount(n: number): string {
  return countFormat.format(Math.round(n) || 0);
}

/** '76.4%' for a share such as a usage rate (the API sends percentages, not fractions). */
export function formatPercent(n: number): string {
  return `${percentFormat.format(n || 0)}%`;
}

/** '+12.4%', '-3%', '0%' for a change, so a fall reads as a fall without its colour. */
export function formatChange(n: number): string {
  return `${signedPercentFormat.format(n || 0)}%`;
}
