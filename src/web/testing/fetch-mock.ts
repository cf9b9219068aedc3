import { vi } from 'vitest';
import type { ErrorCode, ProblemDetails } from '../../contract/common';

export interface Call {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

type Responder = (call: Call) => { status: number; body?: unknown } | undefined;

/**
 * Replaces fetch (the browser's boundary with the server) with answers chosen per call; every
 * call is recorded. Unanswered calls fail the test with a 599.
 */
export function mockFetch(respond: Responder) {
  const calls: Call[] = [];
  const fn = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const call: Call = {
      url: String(input),
      method: init.method ?? 'GET',
      headers: (init.headers as Record<string, string>) ?? {},
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    const answer = respond(call) ?? { status: 599, body: { message: `unexpected call ${call.method} ${call.url}` } };
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': answer.status >= 400 ? 'application/problem+json' : 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fn);
  return calls;
}

/** A JWT-shaped token with the given claims (unsigned: only the server verifies tokens). */
export function fakeToken(claims: Record<string, unknown>): string {
  const b64 = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${b64({ alg: 'HS256', typ: 'at+jwt' })}.${b64(claims)}.signature`;
}

/** A problem answer exactly as the server sends one (contract `ProblemDetailsSchema`). */
export function problem(
  status: number,
  code: ErrorCode,
  message: string,
  errors?: Array<{ path: string; message: string }>,
): { status: number; body: ProblemDetails } {
  return {
    status,
    body: { type: 'about:blank', title: code, status, code, detail: message, message, ...(errors ? { errors } : {}) },
  };
}
