import { z } from 'zod';
import { ERROR_STATUS } from './error-codes.js';
import { phrase } from './words.js';
export { NEW_ENTITY_ID } from './common.constants.js';

/** Server-generated UUID; the all-zero GUID a client sends for a new entity means "new". */
export const IdSchema = z.uuid({ message: /*i18n*/ 'Must be a valid id (UUID).' });

/**
 * A required text field of a form: trimmed, not empty, at most `max` characters, no NUL (PostgreSQL
 * refuses it). `label` is the field's name in English, written after an `i18n` comment.
 */
export const requiredText = (label: string, max: number) => {
  const field = { id: label };
  const required = phrase(/*i18n*/ '{field} is required.', { field });
  return z
    .string({ message: required })
    .trim()
    .min(1, { message: required })
    .max(max, { message: phrase(/*i18n*/ '{field} must be at most {max} characters.', { field, max }) })
    .refine((s) => !s.includes('\u0000'), {
      message: phrase(/*i18n*/ '{field} must not contain a NUL character.', { field }),
    });
};

/** Whether a naira amount is a whole number of kobo (at most 2 decimals, float noise allowed). */
export const wholeKobo = (naira: number) => Math.abs(Math.round(naira * 100) - naira * 100) < 1e-6;

/**
 * Whether a naira amount is at least one kobo once rounded to kobo, as it is stored: 1e-9 passes
 * "whole kobo" (it is 0 kobo) and "above 0", yet stores as 0.
 */
export const atLeastOneKobo = (naira: number) => Math.round(naira * 100) >= 1;

/** Naira amounts in the API: a non-negative number with at most 2 decimals (stored as integer kobo). */
export const NairaSchema = z
  .number({ message: /*i18n*/ 'Must be a number.' })
  .nonnegative({ message: /*i18n*/ 'Must not be negative.' })
  .max(1_000_000_000, { message: /*i18n*/ 'Must be at most 1,000,000,000.' })
  .refine(wholeKobo, {
    message: /*i18n*/ 'Must have at most 2 decimals.',
    abort: true,
  });

/** A price in naira: a naira amount of at least 1 kobo (N0.01). */
export const PriceNairaSchema = NairaSchema.refine(atLeastOneKobo, { message: /*i18n*/ 'Price must be above 0.' });

const ErrorCodeSchema = z.enum(Object.keys(ERROR_STATUS) as [keyof typeof ERROR_STATUS]);
export type ErrorCode = z.infer<typeof ErrorCodeSchema>;

/** The answer of a call that only reports what happened. */
export const MessageSchema = z.object({ message: z.string() });

/** The answer of a call that answers 204 with no body (logout): the web client reads it as null. */
export const NoContentSchema = z.null();

export const PageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type PageQuery = z.infer<typeof PageQuerySchema>;

/** The one shape of every paged list: its items and where they sit in the whole. */
export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    page: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int(),
    totalPages: z.number().int(),
  });
}

/**
 * A page of a list too long to count at every request (product search): its items and whether a
 * next page has any. Lists that can count their total use `pageOf`.
 */
export function pageOnwardOf<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    page: z.number().int(),
    pageSize: z.number().int(),
    hasMore: z.boolean(),
  });
}

/** RFC 9457 problem details, as every error of the API is written. */
export const ProblemDetailsSchema = z.object({
  type: z.string(),
  title: z.string(),
  status: z.number().int(),
  code: ErrorCodeSchema,
  detail: z.string(),
  /** Same as `detail`: the spec's screens show "the server's message". */
  message: z.string(),
  errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ProblemDetails = z.infer<typeof ProblemDetailsSchema>;

/** The problem answers a route can give, for its `response` schema: `{ 200: X, ...problemResponses }`. */
export const problemResponses = {
  400: ProblemDetailsSchema,
  401: ProblemDetailsSchema,
  402: ProblemDetailsSchema,
  403: ProblemDetailsSchema,
  404: ProblemDetailsSchema,
  409: ProblemDetailsSchema,
  413: ProblemDetailsSchema,
  429: ProblemDetailsSchema,
} as const;

export const HealthSchema = z.object({
  status: z.literal('ok'),
  db: z.literal('ok'),
});
