import type { ErrorCode } from '../../contract/common.js';
import { ERROR_STATUS } from '../../contract/error-codes.js';

export type { ErrorCode };

export interface FieldError {
  path: string;
  message: string;
}

/** The one error type services throw; the error handler renders it as problem+json. */
export class AppError extends Error {
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly errors?: FieldError[],
    /** Response headers that go with the error, e.g. `retry-after` on a 429. */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
    this.status = ERROR_STATUS[code];
  }
}

export const isAppError = (e: unknown): e is AppError => e instanceof AppError;

/** The 429 of a limit: try again after the given number of seconds. */
export const tooManyRequests = (retryAfterSeconds: number) =>
  new AppError('RATE_LIMITED', 'Too many requests. Please wait a moment and try again.', undefined, {
    'retry-after': String(retryAfterSeconds),
  });
