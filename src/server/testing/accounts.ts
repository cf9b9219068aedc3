import { expect } from 'vitest';
import type { TestApp } from './build-test-app.js';

export interface TestUser {
  id: string;
  email: string;
  userName: string;
  password: string;
  accessToken: string;
  refreshToken: string;
}

let counter = 0;
let ipCounter = 0;

/**
 * A different loopback address per call, so route tests that log in many times do not trip the
 * per-IP rate limits (the limits have tests of their own).
 */
export function nextIp(): string {
  ipCounter += 1;
  return `127.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255 || 1}`;
}

/** Fields of a valid sign-up, unique per call. */
export function newPerson(
  overrides: Partial<Record<'firstName' | 'lastName' | 'email' | 'userName' | 'password', string>> = {},
) {
  counter += 1;
  const tag = `${Date.now().toString(36)}${counter}`;
  return {
    firstName: 'Amina',
    lastName: 'Bello',
    email: `amina.${tag}@example.ng`,
    userName: `amina_${tag}`,
    password: `Jollof-rice-${tag}!`,
    ...overrides,
  };
}

/** The last link of the given kind mailed to an address. */
export function lastLink(t: TestApp, to: string, path: '/confirm-email' | '/reset'): URL {
  const mail = [...t.sent].reverse().find((m) => m.to === to && m.text.includes(path));
  expect(mail, `a mail to ${to} with a ${path} link`).toBeDefined();
  const url = /https?:\/\/\S+/.exec(mail!.text.slice(mail!.text.indexOf(path) - 30))?.[0];
  return new URL(url!);
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Signs up through the API, opens the confirmation link, logs in. */
export async function signUpAndLogin(t: TestApp, overrides: Parameters<typeof newPerson>[0] = {}): Promise<TestUser> {
  const person = newPerson(overrides);
  const reg = await t.app.inject({
    method: 'POST',
    url: '/api/user/register',
    payload: person,
    remoteAddress: nextIp(),
  });
  expect(reg.statusCode).toBe(202);
  await t.settle();
  const link = lastLink(t, person.email, '/confirm-email');
  const confirm = await t.app.inject({
    method: 'POST',
    url: `/api/user/confirm-email?${link.searchParams.toString()}`,
    remoteAddress: nextIp(),
  });
  expect(confirm.statusCode).toBe(200);
  return login(t, person);
}

export async function login(
  t: TestApp,
  person: { email: string; userName: string; password: string },
): Promise<TestUser> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/user/authenticate',
    payload: { username: person.userName, password: person.password },
    remoteAddress: nextIp(),
  });
  expect(res.statusCode, res.body).toBe(200);
  const tokens = res.json() as { accessToken: string; refreshToken: string };
  const me = await t.app.inject({ method: 'GET', url: '/api/user/user-profile', headers: bearer(tokens.accessToken) });
  return { ...person, id: (me.json() as { id: string }).id, ...tokens };
}
