/**
 * The signed-in user's notifications and e-mail preferences (docs/notifications.md).
 * Every query is scoped to the caller: another user's notification answers 404, as a missing one.
 */

import { NOTIFICATION_PREFERENCE_KEYS, type Notification } from '@domain';
import { clock, timestamp } from '../clock';
import { db } from '../db';
import type { NotificationRecord } from '../records';
import {
  addError,
  fields,
  http,
  mapPage,
  notFound,
  ok,
  paginate,
  pathId,
  readJsonObject,
  route,
  validate,
  validationError,
  type FieldErrors,
} from '../http';
import { notificationsOf, preferencesOf, savePreferences, unreadCountOf } from '../notifications';
import { z } from 'zod';

export const NOTIFICATION_MESSAGES = {
  markedAll: (count: number) => `${count} notification${count === 1 ? '' : 's'} marked as read.`,
  preferencesSaved: 'Notification preferences saved.',
  unknownField: 'Unknown field.',
} as const;

export function serializeNotification(record: NotificationRecord): Notification {
  return {
    id: record.id,
    kind: record.kind,
    title: record.title,
    body: record.body,
    link: record.link,
    read_at: record.read_at,
    created_at: record.created_at,
  };
}

const preferencesSchema = z.object({
  email_bookings: fields.boolean().optional(),
  email_waitlist: fields.boolean().optional(),
  email_coins: fields.boolean().optional(),
  email_coin_expiry: fields.boolean().optional(),
});

const knownPreference = (key: string): boolean =>
  (NOTIFICATION_PREFERENCE_KEYS as readonly string[]).includes(key);

export const notificationsHandlers = [
  http.get(
    '/notifications/',
    route({ auth: 'signed-in' }, ({ request, response, user }) => {
      const page = paginate(request, notificationsOf(user.id));
      if (!page.ok) return page.response;
      return response(200).json(
        ok({
          ...mapPage(page.value, serializeNotification),
          unread_count: unreadCountOf(user.id),
        }),
      );
    }),
  ),

  http.get(
    '/notifications/unread-count/',
    route({ auth: 'signed-in' }, ({ response, user }) => {
      return response(200).json(ok({ unread_count: unreadCountOf(user.id) }));
    }),
  ),

  http.post(
    '/notifications/{id}/read/',
    route({ auth: 'signed-in' }, async ({ params, response, user }) => {
      const id = pathId(params.id);
      const userId = user.id;
      const found =
        id === undefined
          ? undefined
          : db.notifications.findFirst((q) => q.where({ id, user_id: userId }));
      if (!found) return notFound();
      const updated =
        found.read_at === null
          ? await db.notifications.update((q) => q.where({ id: found.id }), {
              data(draft) {
                draft.read_at = timestamp(clock.now());
              },
            })
          : found;
      if (!updated) throw new Error(`Database integrity: notification ${found.id} vanished`);
      return response(200).json(
        ok({ notification: serializeNotification(updated), unread_count: unreadCountOf(userId) }),
      );
    }),
  ),

  http.post(
    '/notifications/read-all/',
    route({ auth: 'signed-in' }, async ({ response, user }) => {
      const readAt = timestamp(clock.now());
      const marked = await db.notifications.updateMany(
        (q) => q.where({ user_id: user.id, read_at: null }),
        {
          data(draft) {
            draft.read_at = readAt;
          },
        },
      );
      const count = marked?.length ?? 0;
      return response(200).json(
        ok({ marked: count, unread_count: 0 }, NOTIFICATION_MESSAGES.markedAll(count)),
      );
    }),
  ),

  http.get(
    '/accounts/notification-preferences/',
    route({ auth: 'signed-in' }, ({ response, user }) => {
      return response(200).json(ok(preferencesOf(user.id)));
    }),
  ),

  http.patch(
    '/accounts/notification-preferences/',
    route({ auth: 'signed-in' }, async ({ request, response, user }) => {
      const body = await readJsonObject(request);
      if (!body.ok) return body.response;
      const unknown: FieldErrors = {};
      for (const key of Object.keys(body.value)) {
        if (!knownPreference(key)) addError(unknown, key, NOTIFICATION_MESSAGES.unknownField);
      }
      if (Object.keys(unknown).length > 0) return validationError(unknown);
      const input = validate(body.value, preferencesSchema);
      if (!input.ok) return input.response;
      const changes = Object.fromEntries(
        Object.entries(input.value).filter(([, value]) => typeof value === 'boolean'),
      );
      const saved = await savePreferences(user.id, changes);
      return response(200).json(ok(saved, NOTIFICATION_MESSAGES.preferencesSaved));
    }),
  ),
];
