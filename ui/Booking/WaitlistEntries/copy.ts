import type { WaitlistStatus } from '@domain';
import { TRY_AGAIN } from '../../copy';

/** The waitlists' words: the bookings page's section, and leaving a queue wherever it is done. */
export interface WaitlistEntriesCopy {
  title: string;
  empty: string;
  loading: string;
  errorRetry: string;
  leave: string;
  leaving: string;
  promotedNote: string;
  status: Record<Exclude<WaitlistStatus, 'left'>, string>;
  /** What the app says about a member's waitlists: the load failure, and leaving one (here or
   * from a session card on Locations). */
  loadFailed: string;
  left: string;
  leaveFailed: string;
}

export const WAITLIST_ENTRIES_COPY: WaitlistEntriesCopy = {
  title: 'Waitlists',
  empty: 'You are not waiting for any session. A full session offers its waitlist on Locations.',
  loading: 'Loading your waitlists',
  errorRetry: TRY_AGAIN,
  leave: 'Leave waitlist',
  leaving: 'Leaving...',
  promotedNote: 'It is in Upcoming.',
  status: { waiting: 'Waiting', promoted: 'Booked in', skipped: 'Skipped', expired: 'Expired' },
  loadFailed: 'Failed to load your waitlists',
  left: 'You have left the waitlist.',
  leaveFailed: 'Could not leave the waitlist. Please try again.',
};
