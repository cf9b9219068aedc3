import type { TestApp } from './build-test-app.js';

export type Headers = Record<string, string>;

/** What a request is made of in a route test: method, URL, headers (a user's `headers`), a JSON body. */
export type RequestParts = [
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  headers?: Headers,
  payload?: object,
];

/** One request to the test app; the body is sent only when given. */
export const send = (t: TestApp, ...[method, url, headers, payload]: RequestParts) =>
  t.app.inject({ method, url, headers, ...(payload !== undefined && { payload }) });
