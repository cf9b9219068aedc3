import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { ErrorCode, ProblemDetails } from '../../contract/common.js';
import { LANGUAGES, languageOfRequest } from '../../contract/languages.js';
import { type FieldError, INVALID_REQUEST, isAppError, TOO_MANY_REQUESTS } from '../lib/app-error.js';
import { wordIn, type Words } from '../lib/i18n.js';
import { issueWords } from './validation-words.js';

const TITLES: Record<number, Words> = {
  400: /*i18n*/ { id: 'Bad Request', comment: 'The title of an HTTP error answer (400)' },
  401: /*i18n*/ { id: 'Unauthorized', comment: 'The title of an HTTP error answer (401): not logged in' },
  402: /*i18n*/ { id: 'Payment Required', comment: 'The title of an HTTP error answer (402)' },
  403: /*i18n*/ { id: 'Forbidden', comment: 'The title of an HTTP error answer (403): not allowed' },
  404: /*i18n*/ { id: 'Not Found', comment: 'The title of an HTTP error answer (404)' },
  405: /*i18n*/ { id: 'Method Not Allowed', comment: 'The title of an HTTP error answer (405)' },
  406: /*i18n*/ { id: 'Not Acceptable', comment: 'The title of an HTTP error answer (406)' },
  409: /*i18n*/ { id: 'Conflict', comment: 'The title of an HTTP error answer (409): clashes with what is there' },
  413: /*i18n*/ { id: 'Payload Too Large', comment: 'The title of an HTTP error answer (413): too much sent' },
  414: /*i18n*/ { id: 'URI Too Long', comment: 'The title of an HTTP error answer (414): the address is too long' },
  415: /*i18n*/ {
    id: 'Unsupported Media Type',
    comment: 'The title of an HTTP error answer (415): a kind of file or body not accepted',
  },
  422: /*i18n*/ { id: 'Unprocessable Content', comment: 'The title of an HTTP error answer (422)' },
  429: /*i18n*/ { id: 'Too Many Requests', comment: 'The title of an HTTP error answer (429)' },
  500: /*i18n*/ { id: 'Internal Server Error', comment: 'The title of an HTTP error answer (500)' },
  503: /*i18n*/ { id: 'Service Unavailable', comment: 'The title of an HTTP error answer (503)' },
};
const SERVER_ERROR: Words = /*i18n*/ { id: 'Server Error', comment: 'The title of an HTTP error answer (5xx)' };
const CLIENT_ERROR: Words = /*i18n*/ { id: 'Client Error', comment: 'The title of an HTTP error answer (4xx)' };

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
const FASTIFY_MESSAGES: Record<string, Words> = {
  FST_ERR_CTP_INVALID_JSON_BODY: /*i18n*/ { id: 'The request body is not valid JSON.' },
  FST_ERR_CTP_EMPTY_JSON_BODY: /*i18n*/ { id: 'The request body is empty but its content type says JSON.' },
  FST_ERR_CTP_BODY_TOO_LARGE: /*i18n*/ { id: 'The request body is too large.' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: /*i18n*/ { id: 'This content type is not accepted here; send application/json.' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: /*i18n*/ { id: 'The Content-Length header does not match the body.' },
  FST_ERR_CTP_INVALID_TYPE: /*i18n*/ { id: 'The Content-Type header is not valid.' },
};

const SOMETHING_WENT_WRONG: Words = /*i18n*/ { id: 'Something went wrong on our side. Please try again later.' };

/**
 * Writes one problem+json response; the only way errors leave the API. The machine-readable parts
 * (`code`, `status`, each field's `path`) are the same in every language; the words (`title`,
 * `detail`, each field's `message`) are in the request's language (`languageOfRequest`: the app's
 * cookie, else Accept-Language, else English).
 */
export function sendProblem(
  reply: FastifyReply,
  status: number,
  detail: Words,
  opts: { code?: ErrorCode; errors?: readonly FieldError[]; headers?: Record<string, string> } = {},
) {
  const locale = languageOfRequest(reply.request.headers);
  const errors = opts.errors?.map((e) => ({ path: e.path, message: wordIn(locale, e.message) }));
  const said =
    detail.id === INVALID_REQUEST.id && !detail.values
      ? { ...detail, values: { fields: (errors ?? []).map((e) => `${e.path}: ${e.message}`).join('; ') } }
      : detail;
  const text = wordIn(locale, said);
  const body: ProblemDetails = {
    type: 'about:blank',
    title: wordIn(locale, TITLES[status] ?? (status >= 500 ? SERVER_ERROR : CLIENT_ERROR)),
    status,
    code: opts.code ?? CODES[status] ?? (status >= 500 ? 'INTERNAL' : 'BAD_REQUEST'),
    detail: text,
    message: text,
    ...(errors ? { errors } : {}),
  };
  if (opts.headers) reply.headers(opts.headers);
  reply.header('content-language', LANGUAGES[locale].tag);
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
    return sendProblem(reply, error.status, error.words, {
      code: error.code,
      errors: error.errors,
      headers: error.headers,
    });
  }

  if (hasZodFastifySchemaValidationErrors(error)) {
    const where = error.validationContext;
    const errors = error.validation.map((v) => ({ path: pathOf(v.instancePath, where), message: issueWords(v) }));
    return sendProblem(reply, 400, INVALID_REQUEST, { code: 'VALIDATION_FAILED', errors });
  }

  if (isResponseSerializationError(error)) {
    request.log.error({ err: error, issues: error.cause.issues }, 'response did not match its schema');
    return sendProblem(reply, 500, SOMETHING_WENT_WRONG);
  }

  const status = typeof error.statusCode === 'number' && error.statusCode >= 400 ? error.statusCode : 500;
  if (status >= 500) {
    request.log.error({ err: error }, 'unhandled error');
    return sendProblem(reply, status, SOMETHING_WENT_WRONG);
  }

  if (status === 413) {
    // The rest of the body is still on its way: rather than read it off the wire to keep the
    // connection alive, close it once the answer is out.
    reply.header('connection', 'close');
  }

  if (status === 429) return sendProblem(reply, 429, TOO_MANY_REQUESTS);

  const known = error.code ? FASTIFY_MESSAGES[error.code] : undefined;
  const title = TITLES[status];
  const detail =
    known ??
    (title
      ? /*i18n*/ { id: '{title}.', values: { title }, comment: 'An error answer that says no more than its title' }
      : /*i18n*/ { id: 'The request could not be processed.' });
  return sendProblem(reply, status, detail);
}

/** Renders every error and every unknown API route as application/problem+json. */
export const errorHandlerPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler(handleError);
  },
  { name: 'error-handler' },
);
