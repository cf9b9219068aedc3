import { ERROR_STATUS, type ErrorCode } from '../../contract/common.js';

export { ERROR_STATUS, type ErrorCode };

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
  ) {
    super(message);
    this.name = 'AppError';
    this.status = ERROR_STATUS[code];
  }
}

export const isAppError = (e: unknown): e is AppError => e instanceof AppError;
