/**
 * The public contact form (decisions §12): validated as SPEC §5 says, stored, acknowledged with 201.
 * The app shows 'Message Sent!' only after this answer.
 */

import {
  CONTACT_CATEGORIES,
  MAX_LENGTH,
  TEXT_LINE,
  isOneOf,
  textLength,
  validateContact,
} from '@domain';
import { optionalUser } from '../auth';
import { clock, timestamp } from '../clock';
import { db, nextId } from '../db';
import {
  FIELD_MESSAGES,
  addError,
  fieldErrorsFrom,
  http,
  ok,
  readJsonObject,
  route,
  validationError,
  type FieldErrors,
} from '../http';

export const SUPPORT_MESSAGES = {
  received: 'Thank you! We will reply within 24 hours.',
} as const;

const TEXT_FIELDS = ['name', 'email', 'phone', 'subject', 'category', 'message'] as const;
type TextField = (typeof TEXT_FIELDS)[number];
/** One line of text each (the contract's patterns); the message may span lines. */
const LINE_FIELDS: readonly TextField[] = ['name', 'subject'];

export const supportHandlers = [
  http.post(
    '/support/contact/',
    route({ auth: 'none' }, async ({ request, response }) => {
      const body = await readJsonObject(request);
      if (!body.ok) return body.response;
      const errors: FieldErrors = {};
      const values: Record<TextField, string> = {
        name: '',
        email: '',
        phone: '',
        subject: '',
        category: '',
        message: '',
      };
      for (const field of TEXT_FIELDS) {
        const value = body.value[field];
        if (value === undefined || (value === null && field === 'phone')) continue;
        if (typeof value !== 'string') {
          addError(errors, field, value === null ? FIELD_MESSAGES.null : FIELD_MESSAGES.string);
        } else if (field !== 'category' && textLength(value) > MAX_LENGTH[field]) {
          addError(errors, field, FIELD_MESSAGES.maxLength(MAX_LENGTH[field]));
        } else if (LINE_FIELDS.includes(field) && !TEXT_LINE.test(value)) {
          addError(errors, field, FIELD_MESSAGES.invalid);
        } else values[field] = value.trim();
      }
      const domainErrors = fieldErrorsFrom(validateContact(values));
      for (const [field, messages] of Object.entries(domainErrors)) {
        if (!errors[field]) errors[field] = messages;
      }
      if (Object.keys(errors).length > 0 || !isOneOf(CONTACT_CATEGORIES, values.category)) {
        return validationError(errors);
      }
      const message = await db.contactMessages.create({
        id: nextId(db, 'contactMessages'),
        name: values.name,
        email: values.email,
        phone: values.phone,
        subject: values.subject,
        category: values.category,
        message: values.message,
        // The form is public; a signed-in sender is noted, an invalid token is simply ignored.
        user_id: optionalUser(request)?.id ?? null,
        created_at: timestamp(clock.now()),
      });
      return response(201).json(
        ok(
          { id: message.id, category: message.category, created_at: message.created_at },
          SUPPORT_MESSAGES.received,
        ),
      );
    }),
  ),
];
