import type { TokenPair, UserProfile } from '../../../contract/accounts.js';
import { type Locale, SOURCE_LOCALE } from '../../../contract/languages.js';
import { AppError, invalidField, tooManyRequests } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { uuidv7 } from '../../lib/ids.js';
import type { Said, Words } from '../../lib/i18n.js';
import type { JobQueue } from '../../lib/jobs.js';
import type { Limiter } from '../../lib/limiter.js';
import { randomToken, sha256 } from '../../lib/secrets.js';
import type { MailService } from '../mail/index.js';
import { ACCOUNT_LIMITS, CONFIRM_LIFETIME_MS, REFRESH_LIFETIME_MS, RESET_LIFETIME_MS } from './accounts.policy.js';
import type { AccountsQueries, AccountsRepository, ProfileRow, UserRow } from './accounts.repository.js';
import type { Passwords } from './passwords.js';
import type { AccessTokens } from './tokens.js';

/** What the accounts service is built from (services.ts). */
export interface AccountsServiceDeps {
  repo: AccountsRepository;
  mail: MailService;
  jobs: JobQueue;
  tokens: AccessTokens;
  clock: Clock;
  publicUrl: string;
  limits: Limiter;
  passwords: Passwords;
}

export const fullName = (u: Pick<UserRow, 'firstName' | 'lastName'>) => `${u.firstName} ${u.lastName}`.trim();

/** The language to write to someone in: theirs, or English when they have none yet. */
export const languageOf = (u: { language: Locale | null }): Locale => u.language ?? SOURCE_LOCALE;

export function toProfile(u: ProfileRow): UserProfile {
  return {
    id: u.id,
    firstName: u.firstName,
    lastName: u.lastName,
    email: u.email,
    userName: u.userName,
    role: u.role,
    pendingEmail: u.pendingEmail,
    language: u.language,
  };
}

/** A 400 that names the one field at fault. */
export const invalid = (path: string, message: Words) => invalidField(path, message);

export const sessionEnded = () =>
  new AppError('UNAUTHORIZED', /*i18n*/ { id: 'Your session has ended. Please log in again.' });

export const PASSWORDS_DIFFER: Words = /*i18n*/ { id: "Passwords don't match." };

/** Does `a` name another address than `b` (case aside; none counts as empty)? */
export const differs = (a: string | null | undefined, b: string | null | undefined) =>
  (a ?? '').toLowerCase() !== (b ?? '').toLowerCase();

/** The steps every part of accounts shares: limits per account, e-mailed codes and links, new logins. */
export function commonSteps({ repo, jobs, tokens, clock, publicUrl, limits }: AccountsServiceDeps) {
  /**
   * The one key every per-account limit counts on: the account's id once found, so a username,
   * its e-mail address and any spelling the database matches to it share one counter; otherwise the
   * name as the database folds case (never JavaScript's folding, which differs for some letters).
   */
  async function accountKey(user: UserRow | undefined, given: string): Promise<string> {
    return user ? `account:${user.id}` : `name:${await repo.foldCase(given)}`;
  }

  /** Counts one use of a per-account limit; 429 once it is spent. */
  async function spend(limit: keyof typeof ACCOUNT_LIMITS, key: string): Promise<void> {
    const { max, windowMs } = ACCOUNT_LIMITS[limit];
    const result = await limits.hit(`${limit}:${key}`, max, windowMs);
    if (!result.allowed) throw tooManyRequests(result.retryAfterSeconds);
  }

  /**
   * An e-mail asked for by address (a new confirmation link, a reset code): counted against the
   * account's limit, then left to its job, so the answer is the same whether the address is known.
   */
  async function askForMail(limit: keyof typeof ACCOUNT_LIMITS, job: string, email: string): Promise<void> {
    await spend(limit, await accountKey(await repo.findByEmail(email), email));
    await jobs.send(job, { email });
  }

  /** A link into the web app. */
  const link = (path: string, params: Record<string, string>) =>
    `${publicUrl}${path}?${new URLSearchParams(params).toString()}`;

  /** A new single-use code for `email`, stored hashed (through `q`, a transaction's queries if given). */
  async function newAccountToken(
    userId: string,
    purpose: 'confirm' | 'reset',
    email: string,
    q: AccountsQueries = repo,
  ): Promise<string> {
    const token = randomToken();
    const now = clock.now();
    const lifetime = purpose === 'confirm' ? CONFIRM_LIFETIME_MS : RESET_LIFETIME_MS;
    await q.insertAccountToken({
      id: uuidv7(),
      userId,
      purpose,
      email,
      tokenHash: sha256(token),
      createdAt: now,
      expiresAt: new Date(now.getTime() + lifetime),
    });
    return token;
  }

  /** A new login (or the next token pair of login `familyId`): a refresh token stored hashed, an access token. */
  async function startSession(user: UserRow, familyId = uuidv7(), expiresAt?: Date): Promise<Said<TokenPair>> {
    const now = clock.now();
    const refreshToken = randomToken();
    await repo.insertRefresh({
      id: uuidv7(),
      userId: user.id,
      familyId,
      tokenHash: sha256(refreshToken),
      createdAt: now,
      expiresAt: expiresAt ?? new Date(now.getTime() + REFRESH_LIFETIME_MS),
    });
    const accessToken = await tokens.sign({
      userId: user.id,
      name: fullName(user),
      role: user.role,
      sessionId: familyId,
    });
    return { message: /*i18n*/ { id: 'Login successful.' }, accessToken, refreshToken };
  }

  return { accountKey, spend, askForMail, link, newAccountToken, startSession };
}

export type CommonSteps = ReturnType<typeof commonSteps>;
