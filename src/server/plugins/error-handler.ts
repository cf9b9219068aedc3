import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { ErrorCode, ProblemDetails } from '../../contract/common.js';
import { type FieldError, isAppError } from '../lib/app-error.js';

const TITLES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  402: 'Payment Required',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  406: 'Not Acceptable',
  409: 'Conflict',
  413: 'Payload Too Large',
  414: 'URI Too Long',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Content',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

const CODES: Record<number, ErrorCode> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  402: 'PAYMENT_REQUIRED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  406: 'NOT_ACCEPTABLE',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  414: 'URI_TOO_LONG',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
  500: 'INTERNAL',
  503: 'SERVICE_UNAVAILABLE',
};

/** Messages for Fastify's own 4xx errors, which otherwise speak of framework internals. */
const FASTIFY_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty but its content type says JSON.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'This content type is not accepted here; send application/json.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The Content-Length header does not match the body.',
  FST_ERR_CTP_INVALID_TYPE: 'The Content-Type header is not valid.',
};

/** Writes one problem+json response; the only way errors leave the API. */
export function sendProblem(
  reply: FastifyReply,
  status: number,
  detail: string,
  opts: { code?: ErrorCode; errors?: FieldError[]; headers?: Record<string, string> } = {},
) {
  const body: ProblemDetails = {
    type: 'about:blank',
    title: TITLES[status] ?? (status >= 500 ? 'Server Error' : 'Client Error'),
    status,
    code: opts.code ?? CODES[status] ?? (status >= 500 ? 'INTERNAL' : 'BAD_REQUEST'),
    detail,
    message: detail,
    ...(opts.errors ? { errors: opts.errors } : {}),
  };
  if (opts.headers) reply.headers(opts.headers);
  return reply.status(status).type('application/problem+json; charset=utf-8').send(body);
}

function pathOf(instancePath: string | undefined, where: string | undefined, fallback = ''): string {
  const parts = (instancePath ?? '').split('/').filter(Boolean);
  const base = where ?? '';
  const path = parts.join('.') || fallback;
  return base && path ? `${base}.${path}` : base || path || '(root)';
}

function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (isAppError(error)) {
    return sendProblem(reply, error.status, error.message, {
      code: error.code,
      errors: error.errors,
      headers: error.headers,
    });
  }

  if (hasZodFastifySchemaValidationErrors(error)) {
    const where = error.validationContext;
    const errors = error.validation.map((v) => ({
      path: pathOf(v.instancePath, where),
      message: v.message ?? 'Invalid value.',
    }));
    const summary = errors.map((e) => `${e.path}: ${e.message}`).join('; ');
    return sendProblem(reply, 400, `The request is invalid. ${summary}`, { code: 'VALIDATION_FAILED', errors });
  }

  if (isResponseSerializationError(error)) {
    request.log.error({ err: error, issues: error.cause.issues }, 'response did not match its schema');
    return sendProblem(reply, 500, 'Something went wrong on our side. Please try again later.');
  }

  const status = typeof error.statusCode === 'number' && error.statusCode >= 400 ? error.statusCode : 500;
  if (status >= 500) {
    request.log.error({ err: error }, 'unhandled error');
    return sendProblem(reply, status, 'Something went wrong on our side. Please try again later.');
  }

  if (status === 413) {
    // The rest of the body is still on its way: rather than read it off the wire to keep the
    // connection alive, close it once the answer is out.
    reply.header('connection', 'close');
  }

  if (status === 429) {
    return sendProblem(reply, 429, 'Too many requests. Please wait a moment and try again.');
  }

  const known = error.code ? FASTIFY_MESSAGES[error.code] : undefined;
  const detail = known ?? (TITLES[status] ? `${TITLES[status]}.` : 'The request could not be processed.');
  return sendProblem(reply, status, detail);
}

/** Renders every error and every unknown API route as application/problem+json. */
export const errorHandlerPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler(handleError);
  },
  { name: 'error-handler' },
);
