import type { ErrorCode } from '../../contract/common.js';
import { ERROR_STATUS } from '../../contract/error-codes.js';
import { englishOf, type Words } from '../../contract/words.js';

export type { ErrorCode };

/** A field at fault: its path (a machine name: `body.email`) and what is wrong, worded when sent. */
export interface FieldError {
  path: string;
  message: Words;
}

/**
 * The one error type services throw; the error handler renders it as problem+json, its words in
 * the request's language (its `message` is their English, for logs and command-line tools).
 */
export class AppError extends Error {
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    readonly words: Words,
    readonly errors?: FieldError[],
    /** Response headers that go with the error, e.g. `retry-after` on a 429. */
    readonly headers?: Record<string, string>,
  ) {
    super(englishOf(words));
    this.name = 'AppError';
    this.status = ERROR_STATUS[code];
  }
}

export const isAppError = (e: unknown): e is AppError => e instanceof AppError;

/** The 429 of a limit: try again after the given number of seconds. */
export const tooManyRequests = (retryAfterSeconds: number) =>
  new AppError('RATE_LIMITED', TOO_MANY_REQUESTS, undefined, { 'retry-after': String(retryAfterSeconds) });

export const TOO_MANY_REQUESTS: Words = /*i18n*/ { id: 'Too many requests. Please wait a moment and try again.' };

/**
 * The detail of a 400 whose fields say what is wrong: the error handler puts in each field at fault
 * and why, worded in the request's language.
 */
export const INVALID_REQUEST: Words = /*i18n*/ {
  id: 'The request is invalid. {fields}',
  comment: '{fields} is the list of fields at fault and why: "body.email: …; body.password: …"',
};

/** A 400 that names the one field at fault and says what is wrong (its detail too). */
export const invalidField = (path: string, message: Words) =>
  new AppError('VALIDATION_FAILED', message, [{ path, message }]);
