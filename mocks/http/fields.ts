/** The zod field builders the handlers' schemas are made of, with DRF's field messages. */

import {
  EMAIL_PATTERN,
  isIsoDate,
  isWallTime,
  textLength,
  timeToMinutes,
  tooLongMessage,
} from '@domain';
import { z } from 'zod';

export const FIELD_MESSAGES = {
  required: 'This field is required.',
  null: 'This field may not be null.',
  blank: 'This field may not be blank.',
  string: 'Not a valid string.',
  integer: 'A valid integer is required.',
  number: 'A valid number is required.',
  boolean: 'Must be a valid boolean.',
  email: 'Enter a valid email address.',
  date: 'Date has wrong format. Use one of these formats instead: YYYY-MM-DD.',
  time: 'Time has wrong format. Use one of these formats instead: hh:mm[:ss[.uuuuuu]].',
  minValue: (min: number) => `Ensure this value is greater than or equal to ${min}.`,
  maxValue: (max: number) => `Ensure this value is less than or equal to ${max}.`,
  minLength: (min: number) => `Ensure this field has at least ${min} characters.`,
  maxLength: tooLongMessage,
  /** Django's RegexValidator: a value outside the field's pattern (control characters…). */
  invalid: 'Enter a valid value.',
  choice: (value: unknown) => `"${String(value)}" is not a valid choice.`,
} as const;

const typeError =
  (expected: string) =>
  (issue: { input?: unknown }): string =>
    issue.input === undefined
      ? FIELD_MESSAGES.required
      : issue.input === null
        ? FIELD_MESSAGES.null
        : expected;

/**
 * Zod field builders that fail with DRF's messages ('This field is required.', 'A valid integer
 * is required.'…). Chain `.optional()` for optional fields and `.nullable()` for nullable ones.
 */
export const fields = {
  /**
   * Trimmed (unless `trim: false`, e.g. passwords); blank refused unless `blank: true`. `max`
   * counts the characters sent, before trimming, as the contract's maxLength does.
   */
  string(
    options: { blank?: boolean; trim?: boolean; min?: number; max?: number; pattern?: RegExp } = {},
  ) {
    const base = z.string({ error: typeError(FIELD_MESSAGES.string) }).superRefine((value, ctx) => {
      if (options.max !== undefined && textLength(value) > options.max) {
        ctx.addIssue({ code: 'custom', message: FIELD_MESSAGES.maxLength(options.max) });
      } else if (options.pattern !== undefined && !options.pattern.test(value)) {
        ctx.addIssue({ code: 'custom', message: FIELD_MESSAGES.invalid });
      }
    });
    const trimmed = options.trim === false ? base : base.trim();
    return trimmed.superRefine((value, ctx) => {
      if (!options.blank && value === '') {
        ctx.addIssue({ code: 'custom', message: FIELD_MESSAGES.blank });
      } else if (options.min !== undefined && value.length < options.min && value !== '') {
        ctx.addIssue({ code: 'custom', message: FIELD_MESSAGES.minLength(options.min) });
      }
    });
  },
  /**
   * A whole number, as a JSON number: the contract types these fields `integer`, so "10" is
   * refused rather than read as 10.
   */
  integer(options: { min?: number; max?: number } = {}) {
    return z
      .number({ error: typeError(FIELD_MESSAGES.integer) })
      .int({ error: FIELD_MESSAGES.integer })
      .superRefine((value, ctx) => {
        if (options.min !== undefined && value < options.min) {
          ctx.addIssue({ code: 'custom', message: FIELD_MESSAGES.minValue(options.min) });
        } else if (options.max !== undefined && value > options.max) {
          ctx.addIssue({ code: 'custom', message: FIELD_MESSAGES.maxValue(options.max) });
        }
      });
  },
  /** A JSON number (a numeric string is refused, as for integers). */
  number(options: { min?: number; max?: number; exclusiveMin?: number } = {}) {
    return z.number({ error: typeError(FIELD_MESSAGES.number) }).superRefine((value, ctx) => {
      if (!Number.isFinite(value)) {
        ctx.addIssue({ code: 'custom', message: FIELD_MESSAGES.number });
      } else if (options.exclusiveMin !== undefined && value <= options.exclusiveMin) {
        ctx.addIssue({
          code: 'custom',
          message: `Ensure this value is greater than ${options.exclusiveMin}.`,
        });
      } else if (options.min !== undefined && value < options.min) {
        ctx.addIssue({ code: 'custom', message: FIELD_MESSAGES.minValue(options.min) });
      } else if (options.max !== undefined && value > options.max) {
        ctx.addIssue({ code: 'custom', message: FIELD_MESSAGES.maxValue(options.max) });
      }
    });
  },
  /** A JSON boolean. */
  boolean() {
    return z.boolean({ error: typeError(FIELD_MESSAGES.boolean) });
  },
  /** One of an enum's values. */
  choice<const T extends string>(values: readonly T[]) {
    return z.unknown().transform((value, ctx): T => {
      const match = values.find((candidate) => candidate === value);
      if (match !== undefined) return match;
      ctx.addIssue({
        code: 'custom',
        message:
          value === undefined
            ? FIELD_MESSAGES.required
            : value === null
              ? FIELD_MESSAGES.null
              : FIELD_MESSAGES.choice(value),
      });
      return z.NEVER;
    });
  },
  email(message: string = FIELD_MESSAGES.email) {
    return fields.string().refine((value) => EMAIL_PATTERN.test(value), { message });
  },
  /** 'YYYY-MM-DD' that is a real calendar date. */
  date() {
    return fields.string().refine((value) => isIsoDate(value), { message: FIELD_MESSAGES.date });
  },
  /** 'HH:MM' or 'HH:MM:SS', normalised to 'HH:MM'. */
  time() {
    return fields
      .string()
      .refine((value) => isWallTime(value), { message: FIELD_MESSAGES.time })
      .transform((value) => minutesToTime(timeToMinutes(value)));
  },
};

/** 'HH:MM' of minutes since midnight. */
export function minutesToTime(minutes: number): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}
