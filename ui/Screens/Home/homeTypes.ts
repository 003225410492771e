/** The home dashboard's data shapes, apart from the screens that show them. */
import type { ExpiringCoins } from '@domain';

/** The four dashboard figures, from the API (decisions §10). */
export interface HomeFigures {
  upcoming: number;
  completed: number;
  coins: number;
  /** The next coins to expire, when that is soon (the wallet's `expiring`). */
  expiring: ExpiringCoins | null;
  locations: number;
  /** Every booking the member has ever made, in any status. */
  bookings: number;
}

/**
 * A member who has never booked and holds no coins: greeted as new and shown the way to buy coins,
 * since without coins nothing on Pitchside can be booked.
 */
export function isNewMember(figures: HomeFigures): boolean {
  return figures.coins === 0 && figures.bookings === 0;
}

/** One piece of editorial news; `date` is a Lagos calendar date, 'YYYY-MM-DD'. */
export interface NewsItem {
  id: string;
  title: string;
  date: string;
  summary: string;
}

/** Which part of the dashboard a retry is for. */
export type HomeSection = 'figures' | 'upcomingGames' | 'newLocations' | 'news';
