/**
 * Notifications (docs/notifications.md): which preference decides the e-mail of each
 * kind of event. Every event is an in-app notification; the member's switches decide only the
 * e-mail, and account decisions are always e-mailed (a pending member cannot sign in to read them).
 */
import type { NotificationKind, NotificationPreferences } from './types';

export type NotificationPreferenceKey = keyof NotificationPreferences;

/** The switch that decides a kind's e-mail, or null when it is always sent. */
export const EMAIL_PREFERENCE_OF: Record<NotificationKind, NotificationPreferenceKey | null> = {
  booking_confirmed: 'email_bookings',
  booking_cancelled: 'email_bookings',
  booking_rescheduled: 'email_bookings',
  waitlist_promoted: 'email_waitlist',
  waitlist_skipped: 'email_waitlist',
  coins_credited: 'email_coins',
  coins_debited: 'email_coins',
  coins_expiring: 'email_coin_expiry',
  account_approved: null,
  account_rejected: null,
};

/** A member who never chose is sent every e-mail. */
export const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferences = {
  email_bookings: true,
  email_waitlist: true,
  email_coins: true,
  email_coin_expiry: true,
};

export const NOTIFICATION_PREFERENCE_KEYS = Object.keys(
  DEFAULT_NOTIFICATION_PREFERENCES,
) as NotificationPreferenceKey[];

/** The largest unread count the header bell's badge spells out; more shows as '99+'. */
const BADGE_MAX = 99;

/** The unread count as the header bell's badge shows it: '3', or '99+' past the badge's room. */
export function unreadBadge(unread: number): string {
  return unread > BADGE_MAX ? `${BADGE_MAX}+` : String(unread);
}

/**
 * The header bell's accessible name: the count as its badge shows it, so that what a voice-control
 * user reads on the badge is part of the name they speak; left out when nothing is unread.
 */
export function notificationsLabel(unread: number): string {
  return unread > 0 ? `Notifications, ${unreadBadge(unread)} unread` : 'Notifications';
}
