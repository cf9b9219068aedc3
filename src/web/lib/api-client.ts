import { msg } from '@lingui/core/macro';
import type { ErrorCode, ProblemDetails } from '../../contract/common';
import type { Schema } from './check';
import { i18n } from './i18n';
import { ProblemCheck } from './shell-answers';
import { clearSession, getAccessToken, getRefreshToken, saveTokens } from './session';

/**
 * The contract's schema for an answer, or a loader of it: a loader is started with the request
 * and awaited with the answer, so the schema (and zod) load beside the call, not in the first
 * download (decision record 015).
 */
type SchemaOrLoader<T> = Schema<T> | (() => Promise<Schema<T>>);

const asSent: Schema<never> = { parse: (answer) => answer as never };

/**
 * An answer of our own API, typed by its contract schema but not parsed again here: the server
 * checked it against that schema before sending it (its serializer), and parsing it a second time
 * cost the data screens zod in their critical path (decision record 020). Written
 * `typed<typeof MarketSchema>()` with the schema imported as a type only, so no schema is bundled.
 */
export const typed = <S extends Schema<unknown>>(): Schema<ReturnType<S['parse']>> => asSent;

/** An API error with the server's message (problem+json `message`) and field errors. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: ErrorCode,
    readonly errors: Array<{ path: string; message: string }> = [],
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

const SOMETHING_WENT_WRONG = msg({ message: 'Something went wrong', comment: 'A failure the server did not explain' });

/** The message to show for any failure: the server's words when it sent some. */
export const errorMessage = (err: unknown, fallback?: string) =>
  err instanceof ApiError && err.message ? err.message : (fallback ?? i18n._(SOMETHING_WENT_WRONG));

let onSessionExpired: () => void = () => {};
/** What to do when a renewal fails (the app shows a warning and goes to /login). */
export function setSessionExpiredHandler(handler: () => void) {
  onSessionExpired = handler;
}

/** One more try helps a dropped connection or a server error; a 4xx answer (404, 403…) will not change. */
export const isWorthRetrying = (error: unknown): boolean =>
  !(error instanceof ApiError && error.status >= 400 && error.status < 500);

/** The contract's problem body when the server sent one; a proxy's page gets the status line. */
async function toApiError(res: Response): Promise<ApiError> {
  let problem: ProblemDetails;
  try {
    problem = ProblemCheck.parse(await res.json());
  } catch {
    return new ApiError(res.status, `Request failed (${res.status} ${res.statusText})`);
  }
  const { message, code, errors = [] } = problem;
  return new ApiError(res.status, message, code, errors);
}

/** Runs `work` while holding a lock shared by every tab of this site (when the browser has locks). */
function acrossTabs<T>(work: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  return locks ? (locks.request('kasuwa-token-renewal', work) as Promise<T>) : work();
}

let renewal: Promise<boolean> | null = null;
/**
 * One renewal at a time, however many requests got a 401 together, in this tab and across tabs:
 * a refresh token works once, so a second tab renewing with the same one would end the login.
 */
function renewTokens(rejectedToken: string | null): Promise<boolean> {
  renewal ??= acrossTabs(async () => {
    // Another tab may have renewed while this one waited for the lock.
    const current = getAccessToken();
    if (current && current !== rejectedToken) return true;
    const refreshToken = getRefreshToken();
    if (!refreshToken) return false;
    const res = await fetch('/api/user/refresh', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ accessToken: getAccessToken() ?? undefined, refreshToken }),
    });
    if (!res.ok) return false;
    const { TokenPairSchema } = await import('../../contract/accounts');
    saveTokens(TokenPairSchema.parse(await res.json()));
    return true;
  })
    .catch(() => false)
    .finally(() => {
      renewal = null;
    });
  return renewal;
}

interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Sent as JSON, or as it is when it is a form (a file upload: multipart). */
  body?: unknown;
  /** Parses the response; the same contract schema the server answers with (or its loader). */
  schema: SchemaOrLoader<T>;
  /** How much of the body has gone, from 0 to 1 (an upload's progress bar). */
  onUploadProgress?: (fraction: number) => void;
}

/**
 * Sends with XMLHttpRequest, which (unlike fetch) reports how much of the body has gone; the
 * answer comes back as a fetch Response so the rest of the client reads it the same way.
 */
function sendWithProgress(path: string, init: RequestInit, onProgress: (fraction: number) => void): Promise<Response> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(init.method ?? 'GET', path);
    for (const [name, value] of Object.entries((init.headers ?? {}) as Record<string, string>)) {
      xhr.setRequestHeader(name, value);
    }
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(e.loaded / e.total);
    xhr.onerror = () => reject(new TypeError(i18n._(msg`Failed to send: check your connection.`)));
    xhr.onload = () => resolve(new Response(xhr.status === 204 ? null : xhr.responseText, { status: xhr.status }));
    xhr.send(init.body as XMLHttpRequestBodyInit | null | undefined);
  });
}

/** The request as sent: the bearer token when there is one, and the body as JSON unless it is a form. */
function requestInit(method: string, body: unknown, token: string | null): RequestInit {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (body === undefined || body instanceof FormData) return { method, headers, body: body as FormData | undefined };
  headers['content-type'] = 'application/json';
  return { method, headers, body: JSON.stringify(body) };
}

/** How long an answer asked for early waits to be taken: then it is dropped, and asked for again. */
const EARLY_FOR_MS = 10_000;
const early = new Map<string, { token: string | null; at: number; answer: Promise<Response> }>();

/**
 * Asks for a screen's first GETs as the app starts, while the screen's code is still coming
 * (main.tsx, from the routes' `early`), instead of after it came and was drawn: on a slow network
 * the screen's data then arrives a round trip sooner. Each answer is taken once, by the first
 * `api` GET of the same path with the same token within EARLY_FOR_MS.
 */
export function askEarly(paths: readonly string[]) {
  const token = getAccessToken();
  for (const path of paths) {
    if (early.has(path)) continue;
    const answer = fetch(path, requestInit('GET', undefined, token));
    answer.catch(() => {});
    early.set(path, { token, at: Date.now(), answer });
  }
}

/** The answer asked for early for a GET of `path` with `token`, if it is still to be taken. */
function takeEarly(path: string, token: string | null): Promise<Response> | undefined {
  const kept = early.get(path);
  if (!kept) return undefined;
  early.delete(path);
  return kept.token === token && Date.now() - kept.at < EARLY_FOR_MS ? kept.answer : undefined;
}

/**
 * Calls the API: JSON in and out (or a form in, for an upload), the bearer token when there is
 * one, and on a 401 one renewal and one retry; if renewal fails the session ends.
 */
export async function api<T>(
  path: string,
  { method = 'GET', body, schema, onUploadProgress }: RequestOptions<T>,
): Promise<T> {
  const parser = Promise.resolve(typeof schema === 'function' ? schema() : schema);
  // A loader that fails is reported when the answer is read, not as an unhandled rejection before.
  parser.catch(() => {});
  let sentToken: string | null = null;
  const send = () => {
    sentToken = getAccessToken();
    const init = requestInit(method, body, sentToken);
    if (onUploadProgress) return sendWithProgress(path, init, onUploadProgress);
    // An answer asked for early that failed to come is asked for again.
    const asked = method === 'GET' ? takeEarly(path, sentToken) : undefined;
    return asked ? asked.catch(() => fetch(path, init)) : fetch(path, init);
  };

  let res = await send();
  if (res.status === 401 && sentToken) {
    if (await renewTokens(sentToken)) {
      res = await send();
    } else {
      // Requests that fail together on one dead session (the page's data and the cart count) end it once.
      if (getAccessToken() === sentToken) {
        clearSession();
        onSessionExpired();
      }
      throw await toApiError(res);
    }
  }
  if (!res.ok) throw await toApiError(res);
  // 204 has no body to read: the schema says whether no content is the answer expected (NoContentSchema).
  const answer: unknown = res.status === 204 ? null : await res.json();
  return (await parser).parse(answer);
}

/**
 * Shows the server's field errors (paths like `body.email`) on the form fields of the same name;
 * returns the server's message for a toast.
 */
export function showFieldErrors<F extends string>(
  err: unknown,
  fields: readonly F[],
  setError: (field: F, error: { message: string }) => void,
): string {
  if (err instanceof ApiError) {
    for (const e of err.errors) {
      const field = e.path.replace(/^body\./, '') as F;
      if (fields.includes(field)) setError(field, { message: e.message });
    }
  }
  return errorMessage(err);
}
