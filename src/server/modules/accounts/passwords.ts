import { readFileSync } from 'node:fs';
import { hash, verify } from '@node-rs/argon2';
import { PASSWORD_MAX, PASSWORD_MIN } from '../../../contract/accounts.js';
import type { Words } from '../../lib/i18n.js';
import { projectRoot } from '../../lib/paths.js';

/** How much work one argon2id hash costs: memory in KiB and passes (one lane). */
export interface PasswordCost {
  memoryCost: number;
  timeCost: number;
}

/** OWASP's recommended minimum for argon2id: 19 MiB of memory, 2 passes. Every real deployment. */
export const STANDARD_PASSWORD_COST: PasswordCost = { memoryCost: 19_456, timeCost: 2 };

/**
 * APP_ENV=test only (config.ts): the same algorithm at a sixtieth of the work, so the thousands of
 * sign-ins of the test suite do not spend most of its time hashing. A hash names its own cost, so
 * either kind verifies under either setting.
 */
export const TEST_PASSWORD_COST: PasswordCost = { memoryCost: 1_024, timeCost: 1 };

/** Hashing and checking passwords with argon2id at the given cost. */
export function createPasswords(cost: PasswordCost) {
  // algorithm 2 is Argon2id in @node-rs/argon2's (const) enum.
  const options = { algorithm: 2, parallelism: 1, ...cost } as const;
  /** Checked against a real hash even for unknown users, so a login takes as long either way. */
  let dummyHash: Promise<string> | undefined;

  return {
    hash: (password: string) => hash(password, options),

    async verify(storedHash: string | undefined, password: string): Promise<boolean> {
      dummyHash ??= hash('not-a-real-password-just-for-timing', options);
      const target = storedHash ?? (await dummyHash);
      try {
        const ok = await verify(target, password);
        return storedHash !== undefined && ok;
      } catch {
        return false;
      }
    },
  };
}

export type Passwords = ReturnType<typeof createPasswords>;

let common: Set<string> | undefined;
/** The 17,955 most common passwords of 8+ characters (see scripts/build-password-list.mjs). */
function commonPasswords(): Set<string> {
  common ??= new Set(
    readFileSync(`${projectRoot}/src/server/modules/accounts/common-passwords.txt`, 'utf8').split('\n').filter(Boolean),
  );
  return common;
}

/** Why a password is refused, or null: 8–128 characters, not a common one, not the username/e-mail. */
export function passwordProblem(password: string, person: { userName?: string; email?: string } = {}): Words | null {
  if (password.length < PASSWORD_MIN)
    return /*i18n*/ { id: 'Password must be at least {min} characters.', values: { min: PASSWORD_MIN } };
  if (password.length > PASSWORD_MAX)
    return /*i18n*/ { id: 'Password must be at most {max} characters.', values: { max: PASSWORD_MAX } };
  const lower = password.toLowerCase();
  if (commonPasswords().has(lower))
    return /*i18n*/ { id: 'This password is too common and easy to guess. Please choose another.' };
  if (person.userName && lower === person.userName.toLowerCase())
    return /*i18n*/ { id: 'Password must not be your username.' };
  if (person.email && lower === person.email.toLowerCase())
    return /*i18n*/ { id: 'Password must not be your e-mail address.' };
  return null;
}
