import { expect } from 'vitest';
import { type ErrorCode, type ProblemDetails, ProblemDetailsSchema } from '../../contract/common.js';

/**
 * Asserts an answer is a problem+json of the given status (and code, when given), in the contract's
 * shape, leaking no internals; returns its body for further checks.
 */
export function expectProblem(
  res: { statusCode: number; headers: Record<string, unknown>; body: string },
  status: number,
  code?: ErrorCode,
): ProblemDetails {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
  const body = ProblemDetailsSchema.parse(JSON.parse(res.body));
  expect(body.status).toBe(status);
  if (code) expect(body.code).toBe(code);
  expect(body.message).toBe(body.detail);
  expect(res.body).not.toMatch(/at .*\.(ts|js):\d+|node_modules|stack/i);
  return body;
}
