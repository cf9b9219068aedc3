// No zod here: the web app's first download checks an error's code against this list
// without loading a schema library (decision record 015).

/** Every code a problem answer can carry, each with its HTTP status; the web app branches on these. */
export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  VALIDATION_FAILED: 400,
  UNAUTHORIZED: 401,
  PAYMENT_REQUIRED: 402,
  /** The price charts need an active subscription. */
  SUBSCRIPTION_REQUIRED: 402,
  FORBIDDEN: 403,
  EMAIL_NOT_CONFIRMED: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  NOT_ACCEPTABLE: 406,
  CONFLICT: 409,
  ALREADY_CONFIRMED: 409,
  PAYLOAD_TOO_LARGE: 413,
  URI_TOO_LONG: 414,
  UNSUPPORTED_MEDIA_TYPE: 415,
  UNPROCESSABLE: 422,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  BAD_GATEWAY: 502,
  SERVICE_UNAVAILABLE: 503,
} as const;
