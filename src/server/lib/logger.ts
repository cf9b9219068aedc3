import type { FastifyServerOptions } from 'fastify';
import pino from 'pino';

/** Query parameters whose values are secrets (confirmation tokens, reset codes). */
const SECRET_QUERY_KEYS = /^(token|code|emailtoken|password|refreshtoken|accesstoken|reference)$/i;

/** Replaces secret query values in a URL before it reaches a log line. */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const params = new URLSearchParams(url.slice(q + 1));
  let changed = false;
  for (const key of [...params.keys()]) {
    if (SECRET_QUERY_KEYS.test(key)) {
      params.set(key, '[redacted]');
      changed = true;
    }
  }
  return changed ? `${url.slice(0, q)}?${params.toString()}` : url;
}

const SECRET_FIELDS = [
  'password',
  'newPassword',
  'confirmPassword',
  'currentPassword',
  'token',
  'accessToken',
  'refreshToken',
  'emailToken',
  'secret',
];

/** Pino settings: JSON lines, secrets redacted wherever they appear in a logged object. */
export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'req.headers["x-paystack-signature"]',
        'res.headers["set-cookie"]',
        'headers.authorization',
        'headers.cookie',
        ...SECRET_FIELDS.flatMap((f) => [f, `*.${f}`, `*.*.${f}`]),
      ],
      censor: '[redacted]',
    },
    serializers: {
      // Database errors carry the failed query's parameters (hashes, addresses): keep them out.
      err(err: Error) {
        const out = pino.stdSerializers.err(err) as ReturnType<typeof pino.stdSerializers.err> &
          Record<string, unknown>;
        delete out.params;
        const strip = (m: unknown) =>
          typeof m === 'string' ? m.replace(/\nparams:[\s\S]*$/, '\nparams: [redacted]') : m;
        out.message = strip(out.message) as string;
        out.stack = strip(out.stack) as string;
        if (out.cause && typeof out.cause === 'object') delete (out.cause as Record<string, unknown>).params;
        return out;
      },
      req(req) {
        return {
          method: req.method,
          url: typeof req.url === 'string' ? redactUrl(req.url) : undefined,
          remoteAddress: req.ip,
          userAgent: req.headers['user-agent'],
        };
      },
    },
  };
}
