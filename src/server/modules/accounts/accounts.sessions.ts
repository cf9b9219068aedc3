import type { ChangePasswordRequest, LoginAnswer, LoginRequest, TokenPair } from '../../../contract/accounts.js';
import { type Locale, SOURCE_LOCALE } from '../../../contract/languages.js';
import { AppError, tooManyRequests } from '../../lib/app-error.js';
import type { Said } from '../../lib/i18n.js';
import { sha256 } from '../../lib/secrets.js';
import type { Caller } from '../../plugins/auth.js';
import { LOGIN_FAILURES, REFRESH_GRACE_MS } from './accounts.policy.js';
import type { RefreshRow, UserRow } from './accounts.repository.js';
import {
  type AccountsServiceDeps,
  type CommonSteps,
  fullName,
  invalid,
  PASSWORDS_DIFFER,
  sessionEnded,
  toProfile,
} from './accounts.steps.js';
import { passwordProblem } from './passwords.js';

/** Logins: signing in, renewing, signing out, recognising a token, and a new password for a signed-in user. */
export function sessionSteps(deps: AccountsServiceDeps, common: CommonSteps) {
  const { repo, tokens, clock, limits, passwords } = deps;
  const { accountKey, startSession } = common;

  /** The counters of wrong passwords for this account, and for this account from this source. */
  async function failureCounters(user: UserRow | undefined, username: string, source: string) {
    const failures = `login-failures:${await accountKey(user, username)}`;
    return { failures, fromSource: `${failures}:source:${source}` };
  }

  /** A source that has sent too many wrong passwords for this account waits (429); see LOGIN_FAILURES. */
  async function checkSourceMayTry({ failures, fromSource }: { failures: string; fromSource: string }) {
    const [all, mine] = await Promise.all([limits.peek(failures), limits.peek(fromSource)]);
    const allowed =
      all.count >= LOGIN_FAILURES.underAttack ? LOGIN_FAILURES.perSourceUnderAttack : LOGIN_FAILURES.perSource;
    if (mine.count >= allowed) throw tooManyRequests(mine.retryAfterSeconds);
  }

  /**
   * Username or e-mail plus password → a new login (access token + refresh token) and the account's
   * language. `source` is where the attempt comes from (the client's address); failures count
   * against it, never against the account as a whole (see LOGIN_FAILURES). An account that has no
   * language yet (made before languages) takes the login's (`language`, the request's).
   */
  async function authenticate(
    { username, password }: LoginRequest,
    source = 'in-process',
    language?: Locale,
  ): Promise<Said<LoginAnswer>> {
    const user = await repo.findByLogin(username);
    const counters = await failureCounters(user, username, source);
    await checkSourceMayTry(counters);
    const ok = await passwords.verify(user?.passwordHash, password);
    if (!user || !ok) {
      const { windowMs } = LOGIN_FAILURES;
      await Promise.all([
        limits.hit(counters.failures, Number.MAX_SAFE_INTEGER, windowMs),
        limits.hit(counters.fromSource, Number.MAX_SAFE_INTEGER, windowMs),
      ]);
      throw new AppError('UNAUTHORIZED', /*i18n*/ { id: 'Wrong username or password.' });
    }
    // The source proved it holds the password: its earlier typos no longer count.
    await limits.clear(counters.fromSource);
    if (!user.emailConfirmedAt) {
      throw new AppError(
        'EMAIL_NOT_CONFIRMED',
        /*i18n*/ {
          id: 'Please confirm your e-mail address first: open the link we sent you, or ask for a new one on the Reactivate page.',
        },
      );
    }
    if (!user.language && language) await repo.updateUser(user.id, { language });
    return { ...(await startSession(user)), language: user.language ?? language ?? SOURCE_LOCALE };
  }

  /**
   * Trades a refresh token for a new pair. A token presented again within REFRESH_GRACE_MS is the
   * same client asking twice (two tabs waking at once, a retry after a lost answer): each asker gets
   * a pair of the same login. Presented again later, someone else may hold a copy: the login ends
   * everywhere.
   */
  async function refresh(presented: string): Promise<Said<TokenPair>> {
    const hash = sha256(presented);
    const row = await repo.findRefreshByHash(hash);
    const now = clock.now();
    if (!row || row.revokedAt || row.expiresAt <= now) throw sessionEnded();
    if (row.usedAt || !(await repo.markRefreshUsed(row.id, now))) await checkTwinRequest(row, hash, now);
    const user = await repo.findById(row.userId);
    // A logout or reset may have ended the login since the token was read.
    if (!user || (await repo.isFamilyRevoked(row.familyId))) throw sessionEnded();
    const pair = await startSession(user, row.familyId, row.expiresAt);
    return { ...pair, message: /*i18n*/ { id: 'Session renewed.' } };
  }

  /**
   * A token retired before (row.usedAt), or a moment ago by a twin request (then read again):
   * within the grace it is the same client; later, the login ends everywhere.
   */
  async function checkTwinRequest(row: RefreshRow, hash: string, now: Date): Promise<void> {
    const retired = row.usedAt ? row : await repo.findRefreshByHash(hash);
    if (!retired?.usedAt || retired.revokedAt) throw sessionEnded();
    if (now.getTime() - retired.usedAt.getTime() > REFRESH_GRACE_MS) {
      await repo.revokeFamily(row.familyId, now);
      throw sessionEnded();
    }
  }

  /** Ends the caller's login (and the one of the given refresh token, if another). */
  async function logout(caller: Caller, presentedRefresh?: string): Promise<void> {
    const now = clock.now();
    await repo.revokeFamily(caller.sessionId, now);
    if (presentedRefresh) {
      // Only a login of the caller's own: someone else's token is not found.
      const row = await repo.findOwnRefreshByHash(sha256(presentedRefresh), caller.id);
      if (row) await repo.revokeFamily(row.familyId, now);
    }
  }

  /** Resolves a bearer token to its caller: valid signature and claims, and a login still live. */
  async function resolveCaller(accessToken: string): Promise<Caller> {
    const identity = await tokens.verify(accessToken);
    const user = await repo.findUserOfLiveSession(identity.sessionId, clock.now());
    if (!user || user.id !== identity.userId) throw sessionEnded();
    return {
      id: user.id,
      role: user.role,
      name: fullName(user),
      sessionId: identity.sessionId,
      profile: toProfile(user),
    };
  }

  /** Changes the caller's password: every login ends, and this device gets a fresh one. */
  async function changePassword(caller: Caller, input: ChangePasswordRequest): Promise<Said<TokenPair>> {
    const user = await repo.findById(caller.id);
    if (!user) throw sessionEnded();
    if (!(await passwords.verify(user.passwordHash, input.currentPassword))) {
      throw invalid('body.currentPassword', /*i18n*/ { id: 'Your current password is not right.' });
    }
    if (input.newPassword !== input.confirmPassword) throw invalid('body.confirmPassword', PASSWORDS_DIFFER);
    const problem = passwordProblem(input.newPassword, user);
    if (problem) throw invalid('body.newPassword', problem);
    const passwordHash = await passwords.hash(input.newPassword);
    const now = clock.now();
    await repo.transaction(async (q) => {
      await q.updateUser(user.id, { passwordHash, updatedAt: now });
      await q.retireAccountTokens(user.id, 'reset', now);
      await q.revokeAllOfUser(user.id, now);
    });
    const pair = await startSession(user);
    return {
      ...pair,
      message: /*i18n*/ { id: 'Password changed. You have been logged out on every other device.' },
    };
  }

  return { authenticate, refresh, logout, resolveCaller, changePassword };
}
