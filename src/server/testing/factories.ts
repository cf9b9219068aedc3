import type { Role } from '../../contract/accounts.js';
import type { TestApp } from './build-test-app.js';

/** A confirmed user of a test app, signed in. */
export interface TestUser {
  id: string;
  role: Role;
  firstName: string;
  lastName: string;
  email: string;
  userName: string;
  password: string;
  accessToken: string;
  refreshToken: string;
  /** `{ authorization: 'Bearer …' }` for `app.inject`. */
  headers: Record<string, string>;
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

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/**
 * A confirmed user, signed in, made through the accounts service (no HTTP, no e-mail): the start
 * of any test that needs "a shopper" or "an admin". Tests of sign-up itself use the HTTP journey
 * in testing/accounts.ts instead.
 */
export async function givenUser(
  t: TestApp,
  { role = 'user', ...overrides }: Parameters<typeof newPerson>[0] & { role?: Role } = {},
): Promise<TestUser> {
  const person = newPerson(overrides);
  const profile = await t.services.accounts.createConfirmedUser({ ...person, role });
  const pair = await t.services.accounts.authenticate({ username: person.userName, password: person.password });
  return {
    ...person,
    id: profile.id,
    role,
    accessToken: pair.accessToken,
    refreshToken: pair.refreshToken,
    headers: bearer(pair.accessToken),
  };
}

/** `user` signed in again (a new login): for a test whose clock has run past their first one. */
export async function signedInAgain(t: TestApp, user: TestUser): Promise<TestUser> {
  const pair = await t.services.accounts.authenticate({ username: user.userName, password: user.password });
  return { ...user, accessToken: pair.accessToken, refreshToken: pair.refreshToken, headers: bearer(pair.accessToken) };
}
