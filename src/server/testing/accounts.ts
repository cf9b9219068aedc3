import { expect } from 'vitest';
import type { TestApp } from './build-test-app.js';
import { bearer, newPerson, nextIp, type TestUser } from './factories.js';

/** The last link of the given kind mailed to an address. */
export function lastLink(t: TestApp, to: string, path: '/confirm-email' | '/reset'): URL {
  const mail = [...t.sent].reverse().find((m) => m.to === to && m.text.includes(path));
  expect(mail, `a mail to ${to} with a ${path} link`).toBeDefined();
  const url = /https?:\/\/\S+/.exec(mail!.text.slice(mail!.text.indexOf(path) - 30))?.[0];
  return new URL(url!);
}

/**
 * The sign-up journey over HTTP: signs up, opens the mailed confirmation link, logs in. For tests
 * about sign-up and login; any other test starts from `givenUser` (factories.ts).
 */
export async function signUpAndLogin(t: TestApp, overrides: Parameters<typeof newPerson>[0] = {}): Promise<TestUser> {
  const person = newPerson(overrides);
  const reg = await register(t, person);
  expect(reg.statusCode).toBe(202);
  await t.settle();
  const confirm = await confirmFromMail(t, person.email);
  expect(confirm.statusCode).toBe(200);
  return login(t, person);
}

/** POST /api/user/register of a person, from an address of its own. */
export const register = (t: TestApp, person: ReturnType<typeof newPerson>) =>
  t.app.inject({ method: 'POST', url: '/api/user/register', payload: person, remoteAddress: nextIp() });

/** Opens the last confirmation link mailed to an address. */
export function confirmFromMail(t: TestApp, email: string) {
  const link = lastLink(t, email, '/confirm-email');
  return t.app.inject({
    method: 'POST',
    url: `/api/user/confirm-email?${link.searchParams.toString()}`,
    remoteAddress: nextIp(),
  });
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
  const profile = me.json() as { id: string; role: TestUser['role']; firstName: string; lastName: string };
  return {
    ...person,
    id: profile.id,
    role: profile.role,
    firstName: profile.firstName,
    lastName: profile.lastName,
    ...tokens,
    headers: bearer(tokens.accessToken),
  };
}
