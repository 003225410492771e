/**
 * Notifications (docs/notifications.md): every event a member should hear of is kept as
 * an in-app notification, and e-mailed through the outbox when the member's preferences allow.
 *
 * To announce an event, call `notify` once, after the change it reports is stored:
 *
 *   await notify(booking.user_id, 'waitlist_promoted', {
 *     title: 'A place opened up: booking PSB-1031 is yours',
 *     body: 'Lekki Arena, Pitch A, Sat 19 Jul 2025, 10:00–12:00. 100 coins are held for it.',
 *     link: '/bookings',
 *   });
 *
 * Title and body are plain text (never rendered as HTML); link is a path of the app or null.
 */
import {
  COIN_EXPIRY_NOTICE_DAYS,
  DEFAULT_NOTIFICATION_PREFERENCES,
  EMAIL_PREFERENCE_OF,
  formatCoins,
  formatDate,
  type NotificationKind,
  type NotificationPreferences,
} from '@domain';
import { DAY_MS, clock, timestamp } from './clock';
import { db as defaultDb, nextId } from './db';
import type { Database } from './db';
import type { NotificationRecord } from './records';
import { sendEmail } from './outbox';

export interface NotificationContent {
  /** One line: the notification's title and the e-mail's subject. */
  title: string;
  /** A few sentences of plain text. */
  body: string;
  /** The app's page about it (e.g. '/bookings'), or null. */
  link: string | null;
}

export interface NotifyOptions {
  database?: Database;
  at?: Date;
  /** Tells the event once only: a second call with the same key does nothing. */
  onceKey?: string;
}

/** The member's e-mail switches: the stored ones, or the defaults for a member who never chose. */
export function preferencesOf(
  userId: number,
  database: Database = defaultDb,
): NotificationPreferences {
  const stored = database.notificationPreferences.findFirst((q) => q.where({ user_id: userId }));
  if (!stored) return { ...DEFAULT_NOTIFICATION_PREFERENCES };
  return {
    email_bookings: stored.email_bookings,
    email_waitlist: stored.email_waitlist,
    email_coins: stored.email_coins,
    email_coin_expiry: stored.email_coin_expiry,
  };
}

/** Stores a change of the member's switches and answers the whole set. */
export async function savePreferences(
  userId: number,
  changes: Partial<NotificationPreferences>,
  database: Database = defaultDb,
): Promise<NotificationPreferences> {
  const next = { ...preferencesOf(userId, database), ...changes };
  const stored = database.notificationPreferences.findFirst((q) => q.where({ user_id: userId }));
  if (stored) {
    await database.notificationPreferences.update((q) => q.where({ id: stored.id }), {
      data(draft) {
        Object.assign(draft, next);
      },
    });
  } else {
    await database.notificationPreferences.create({
      id: nextId(database, 'notificationPreferences'),
      user_id: userId,
      ...next,
    });
  }
  return next;
}

/**
 * Records an in-app notification for the user and, when their preferences allow (account
 * decisions always do), sends the same news by e-mail through the outbox. Answers the
 * notification, or null when the user does not exist or `onceKey` was already told.
 */
export async function notify(
  userId: number,
  kind: NotificationKind,
  content: NotificationContent,
  options: NotifyOptions = {},
): Promise<NotificationRecord | null> {
  const database = options.database ?? defaultDb;
  const at = options.at ?? clock.now();
  const user = database.users.findFirst((q) => q.where({ id: userId }));
  if (!user) return null;
  const onceKey = options.onceKey ?? null;
  if (onceKey !== null && database.notifications.findFirst((q) => q.where({ once_key: onceKey }))) {
    return null;
  }
  const notification = await database.notifications.create({
    id: nextId(database, 'notifications'),
    user_id: userId,
    kind,
    title: content.title,
    body: content.body,
    link: content.link,
    read_at: null,
    created_at: timestamp(at),
    once_key: onceKey,
  });
  const preference = EMAIL_PREFERENCE_OF[kind];
  if (preference === null || preferencesOf(userId, database)[preference]) {
    await sendEmail(
      database,
      {
        to: user.email,
        user_id: user.id,
        kind,
        subject: content.title,
        body: [`Hello ${user.first_name},`, '', content.body].join('\n'),
        link: content.link,
      },
      at,
    );
  }
  return notification;
}

/** The user's notifications, newest first. */
export function notificationsOf(
  userId: number,
  database: Database = defaultDb,
): NotificationRecord[] {
  return database.notifications
    .findMany((q) => q.where({ user_id: userId }))
    .sort((a, b) => b.id - a.id);
}

export function unreadCountOf(userId: number, database: Database = defaultDb): number {
  return database.notifications.findMany((q) => q.where({ user_id: userId, read_at: null })).length;
}

/**
 * Coins about to expire: each lot with coins left that expires within COIN_EXPIRY_NOTICE_DAYS is
 * told once (keyed by the lot). Run before each request with the lifecycle (http/route.ts), not while
 * the seed replays history, so the demo's past holds no stale warnings.
 */
export async function noticeExpiringCoins(
  now: Date = clock.now(),
  database: Database = defaultDb,
): Promise<void> {
  const from = timestamp(now);
  const until = timestamp(now.getTime() + COIN_EXPIRY_NOTICE_DAYS * DAY_MS);
  for (const [lotId, expiresAt] of database.indexes.expiringLots) {
    if (expiresAt <= from || expiresAt > until) continue;
    const onceKey = `coins_expiring:lot:${lotId}`;
    if (database.notifications.findFirst((q) => q.where({ once_key: onceKey }))) continue;
    const lot = database.coinLots.findFirst((q) => q.where({ id: lotId }));
    if (!lot || lot.remaining <= 0 || lot.expired_at !== null) continue;
    await notify(
      lot.user_id,
      'coins_expiring',
      {
        title: `${formatCoins(lot.remaining)} expire on ${formatDate(expiresAt)}`,
        body: `${formatCoins(lot.remaining)} of your wallet expire on ${formatDate(expiresAt)}. Book a court or join a game session before then to use them; coins that expire are gone for good.`,
        link: '/subscriptions/history',
      },
      { database, at: now, onceKey },
    );
  }
}
