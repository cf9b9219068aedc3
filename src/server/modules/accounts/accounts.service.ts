import type {
  ChangePasswordRequest,
  EditProfileRequest,
  LoginRequest,
  RegisterRequest,
  ResetPasswordRequest,
  Role,
  TokenPair,
  UserList,
  UserProfile,
} from '../../../contract/accounts.js';
import type { Db } from '../../db/client.js';
import { AppError, tooManyRequests } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { uuidv7 } from '../../lib/ids.js';
import type { JobQueue } from '../../lib/jobs.js';
import type { Limiter } from '../../lib/limiter.js';
import { pageWindow, toPage } from '../../lib/pagination.js';
import { randomToken, sha256 } from '../../lib/secrets.js';
import type { Caller } from '../../plugins/auth.js';
import type { MailService } from '../mail/index.js';
import { accountEmails as emails } from './accounts.emails.js';
import {
  type AccountsQueries,
  type AccountsRepository,
  isUniqueViolation,
  type ProfileRow,
  type SignupRequestRow,
  type UserRow,
} from './accounts.repository.js';
import { hashPassword, passwordProblem, verifyPassword } from './passwords.js';
import type { AccessTokens } from './tokens.js';

const DAY_MS = 24 * 60 * 60 * 1000;
export const REFRESH_LIFETIME_MS = 30 * DAY_MS;
/** A refresh token presented again this soon after its use is the same client asking twice, not a thief. */
export const REFRESH_GRACE_MS = 10_000;
export const CONFIRM_LIFETIME_MS = DAY_MS;
export const RESET_LIFETIME_MS = 60 * 60 * 1000;

/** A sign-up whose job has not run after this long is dropped (its job failed for good). */
export const SIGNUP_REQUEST_LIFETIME_MS = DAY_MS;
/** Revoked logins and used codes are kept this long (a replayed token still meets its revoked login). */
export const DEAD_TOKEN_RETENTION_MS = 7 * DAY_MS;

export const ACCOUNTS_JOBS = {
  /** Payload `{ signupId }`: the sign-up waiting in signup_request. */
  register: 'accounts.register',
  /** Payload `{ email }`. */
  reactivation: 'accounts.reactivation',
  /** Payload `{ email }`. */
  resetRequest: 'accounts.reset-request',
  /** Scheduled; no payload. */
  purgeSignupRequests: 'accounts.purge-signup-requests',
  /** Scheduled; no payload. */
  purgeDeadTokens: 'accounts.purge-dead-tokens',
} as const;

/** The same words whatever happened, so nobody can learn who has an account. */
export const MESSAGES = {
  registered: 'Thank you for signing up! Check your e-mail for a link to confirm your address, then log in.',
  reactivation:
    'If that address has an account waiting for confirmation, we have sent it a new link. Check your e-mail.',
  resetSent: 'If that address has an account, we have sent it a link to reset the password. Check your e-mail.',
};

export interface AccountsServiceDeps {
  repo: AccountsRepository;
  mail: MailService;
  jobs: JobQueue;
  tokens: AccessTokens;
  clock: Clock;
  publicUrl: string;
  limits: Limiter;
}

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;

/**
 * Wrong passwords are counted per account and per source (address), on the account's one key (see
 * accountKey). A source that has failed too often on an account waits; every other source, the
 * owner's included, still gets its password checked: nobody can lock an account they do not hold.
 */
export const LOGIN_FAILURES = {
  windowMs: 15 * MINUTE_MS,
  /** Wrong passwords one source may send for one account in the window; then it waits. */
  perSource: 5,
  /** When the account has had this many from all sources in the window (guessing from many addresses)… */
  underAttack: 10,
  /** …each source may send only this many: the guessing slows down, the owner is not locked out. */
  perSourceUnderAttack: 2,
} as const;

/** Per-account limits, counted on the account's one key (see accountKey). */
export const ACCOUNT_LIMITS = {
  resetMail: { max: 5, windowMs: HOUR_MS },
  reactivationMail: { max: 5, windowMs: HOUR_MS },
  /** "You already have an account" answers to sign-ups with a taken address. */
  signupExistsMail: { max: 5, windowMs: HOUR_MS },
} as const;

const fullName = (u: Pick<UserRow, 'firstName' | 'lastName'>) => `${u.firstName} ${u.lastName}`.trim();

export function toProfile(u: ProfileRow): UserProfile {
  return {
    id: u.id,
    firstName: u.firstName,
    lastName: u.lastName,
    email: u.email,
    userName: u.userName,
    role: u.role,
    pendingEmail: u.pendingEmail,
  };
}

const invalid = (path: string, message: string) => new AppError('VALIDATION_FAILED', message, [{ path, message }]);

/** Accounts: sign-up, e-mail confirmation, login with rotating refresh tokens, reset, profiles. */
export function createAccountsService({ repo, mail, jobs, tokens, clock, publicUrl, limits }: AccountsServiceDeps) {
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

  const link = (path: string, params: Record<string, string>) =>
    `${publicUrl}${path}?${new URLSearchParams(params).toString()}`;

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

  async function startSession(user: UserRow, familyId = uuidv7(), expiresAt?: Date): Promise<TokenPair> {
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
    return { message: 'Login successful.', accessToken, refreshToken };
  }

  const sessionEnded = () => new AppError('UNAUTHORIZED', 'Your session has ended. Please log in again.');

  /** Checks a sign-up and hands it to a job; the answer never says whether the address is known. */
  async function register(input: RegisterRequest, caller?: Caller): Promise<{ message: string }> {
    if (input.isAdmin && caller?.role !== 'admin') {
      throw new AppError('FORBIDDEN', 'Only an admin can create an admin account.');
    }
    const problem = passwordProblem(input.password, input);
    if (problem) throw invalid('body.password', problem);
    const signupId = uuidv7();
    await repo.insertSignupRequest({
      id: signupId,
      firstName: input.firstName,
      lastName: input.lastName,
      email: input.email,
      userName: input.userName,
      passwordHash: await hashPassword(input.password),
      role: input.isAdmin ? 'admin' : 'user',
      createdAt: clock.now(),
    });
    await jobs.send(ACCOUNTS_JOBS.register, { signupId });
    if (caller?.role !== 'admin') return { message: MESSAGES.registered };
    // An admin creating an account for someone else is told about that person, not thanked.
    const kind = input.isAdmin ? 'admin' : 'shopper';
    return {
      message:
        `The ${kind} account for ${input.firstName} ${input.lastName} (${input.userName}) is being created: ` +
        `a confirmation e-mail goes to ${input.email}, and they can log in once they have confirmed it.`,
    };
  }

  /**
   * The register job: creates the account and its confirmation e-mail in one transaction (both or
   * neither: a crash cannot leave an account whose link was never written), or tells the address
   * why not. Taking the waiting sign-up is part of the same transaction, so a job that fails is
   * retried from the start.
   */
  async function completeRegistration(signupId: string): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      try {
        const mailIds = await repo.transaction(async (q, tx) => {
          const job = await q.takeSignupRequest(signupId);
          return job ? registerInTransaction(job, q, tx) : [];
        });
        await mail.dispatch(mailIds);
        return;
      } catch (err) {
        // Another sign-up with the same address or username committed first: decide again.
        if (!isUniqueViolation(err) || attempt >= 3) throw err;
      }
    }
  }

  /** The decision of one sign-up, written through `q` and `tx`; returns the e-mails to dispatch. */
  async function registerInTransaction(job: SignupRequestRow, q: AccountsQueries, tx: Db): Promise<string[]> {
    const { firstName, lastName, email, userName, passwordHash, role } = job;
    const now = clock.now();
    const existing = await q.findByEmail(email);
    if (existing?.emailConfirmedAt) {
      // Repeated sign-ups with a taken address must not flood its owner: over the limit, say nothing.
      const { max, windowMs } = ACCOUNT_LIMITS.signupExistsMail;
      if (!(await limits.hit(`signupExistsMail:account:${existing.id}`, max, windowMs)).allowed) return [];
      const exists = emails.signupExists(
        existing.firstName,
        `${publicUrl}/login`,
        'Forgot your password? Use "Forgot password" on the login page.',
      );
      return [await mail.write(tx, existing.email, exists)];
    }
    const holder = await q.findByUserName(userName);
    if (holder && holder.id !== existing?.id) {
      return [await mail.write(tx, email, emails.userNameTaken(firstName, `${publicUrl}/signup`))];
    }
    let id: string;
    if (existing) {
      // The address was never confirmed, so whoever signed up before may not own it: the newest
      // sign-up replaces the details, every earlier link dies, and only the mailbox's holder can
      // confirm (with the password they chose).
      id = existing.id;
      await q.updateUser(id, { firstName, lastName, userName, passwordHash, role, updatedAt: now });
      await q.retireAccountTokens(id, 'confirm', now);
      await q.revokeAllOfUser(id, now);
    } else {
      id = uuidv7();
      await q.insertUser({
        id,
        firstName,
        lastName,
        email,
        userName,
        passwordHash,
        role,
        createdAt: now,
        updatedAt: now,
      });
    }
    const token = await newAccountToken(id, 'confirm', email, q);
    return [await mail.write(tx, email, emails.confirm(firstName, link('/confirm-email', { email, token })))];
  }

  /**
   * Username or e-mail plus password → a new login (access token + refresh token). `source` is
   * where the attempt comes from (the client's address); failures count against it, never
   * against the account as a whole (see LOGIN_FAILURES).
   */
  async function authenticate({ username, password }: LoginRequest, source = 'in-process'): Promise<TokenPair> {
    const user = await repo.findByLogin(username);
    const failures = `login-failures:${await accountKey(user, username)}`;
    const fromSource = `${failures}:source:${source}`;
    const [all, mine] = await Promise.all([limits.peek(failures), limits.peek(fromSource)]);
    const allowed =
      all.count >= LOGIN_FAILURES.underAttack ? LOGIN_FAILURES.perSourceUnderAttack : LOGIN_FAILURES.perSource;
    if (mine.count >= allowed) throw tooManyRequests(mine.retryAfterSeconds);
    const ok = await verifyPassword(user?.passwordHash, password);
    if (!user || !ok) {
      const { windowMs } = LOGIN_FAILURES;
      await Promise.all([
        limits.hit(failures, Number.MAX_SAFE_INTEGER, windowMs),
        limits.hit(fromSource, Number.MAX_SAFE_INTEGER, windowMs),
      ]);
      throw new AppError('UNAUTHORIZED', 'Wrong username or password.');
    }
    // The source proved it holds the password: its earlier typos no longer count.
    await limits.clear(fromSource);
    if (!user.emailConfirmedAt) {
      throw new AppError(
        'EMAIL_NOT_CONFIRMED',
        'Please confirm your e-mail address first: open the link we sent you, or ask for a new one on the Reactivate page.',
      );
    }
    return startSession(user);
  }

  /**
   * Trades a refresh token for a new pair. A token presented again within REFRESH_GRACE_MS is the
   * same client asking twice (two tabs waking at once, a retry after a lost answer): each asker gets
   * a pair of the same login. Presented again later, someone else may hold a copy: the login ends
   * everywhere.
   */
  async function refresh(presented: string): Promise<TokenPair> {
    const hash = sha256(presented);
    const row = await repo.findRefreshByHash(hash);
    const now = clock.now();
    if (!row || row.revokedAt || row.expiresAt <= now) throw sessionEnded();
    if (row.usedAt || !(await repo.markRefreshUsed(row.id, now))) {
      // Retired before (row.usedAt), or a moment ago by a twin request (then read again).
      const retired = row.usedAt ? row : await repo.findRefreshByHash(hash);
      if (!retired?.usedAt || retired.revokedAt) throw sessionEnded();
      if (now.getTime() - retired.usedAt.getTime() > REFRESH_GRACE_MS) {
        await repo.revokeFamily(row.familyId, now);
        throw sessionEnded();
      }
    }
    const user = await repo.findById(row.userId);
    // A logout or reset may have ended the login since the token was read.
    if (!user || (await repo.isFamilyRevoked(row.familyId))) throw sessionEnded();
    const pair = await startSession(user, row.familyId, row.expiresAt);
    return { ...pair, message: 'Session renewed.' };
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

  async function confirmEmail(email: string, token: string): Promise<{ message: string }> {
    const row = await repo.findAccountToken('confirm', sha256(token));
    const now = clock.now();
    const bad = () =>
      new AppError(
        'BAD_REQUEST',
        'This confirmation link is invalid or has expired. Ask for a new one on the Reactivate page.',
      );
    if (!row || row.email.toLowerCase() !== email.toLowerCase()) throw bad();
    const user = await repo.findById(row.userId);
    if (!user) throw bad();
    // A link opened again (a second tap, a mail app's preview) after it worked: say so, kindly.
    if (row.usedAt && user.emailConfirmedAt && user.email.toLowerCase() === row.email.toLowerCase()) {
      throw new AppError('ALREADY_CONFIRMED', 'Your e-mail address is already confirmed. You can log in.');
    }
    if (row.usedAt || row.expiresAt <= now) throw bad();
    try {
      await repo.transaction(async (tx) => {
        if (!(await tx.useAccountToken(row.id, now))) throw bad();
        if (user.pendingEmail && user.pendingEmail.toLowerCase() === row.email.toLowerCase()) {
          await tx.updateUser(user.id, {
            email: user.pendingEmail,
            pendingEmail: null,
            emailConfirmedAt: now,
            updatedAt: now,
          });
          // Reset links sent to the old address must not outlive the change.
          await tx.retireAccountTokens(user.id, 'reset', now);
        } else if (user.email.toLowerCase() === row.email.toLowerCase()) {
          await tx.updateUser(user.id, { emailConfirmedAt: user.emailConfirmedAt ?? now, updatedAt: now });
        } else {
          throw bad();
        }
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw new AppError('CONFLICT', 'Another account uses this e-mail address now.');
      throw err;
    }
    return { message: 'Your email has been confirmed successfully. You can now log in to your account.' };
  }

  async function requestReactivation(email: string): Promise<{ message: string }> {
    await spend('reactivationMail', await accountKey(await repo.findByEmail(email), email));
    await jobs.send(ACCOUNTS_JOBS.reactivation, { email });
    return { message: MESSAGES.reactivation };
  }

  /** The reactivation job: a fresh link, only for an account still waiting for confirmation. */
  async function sendReactivation(email: string): Promise<void> {
    const user = await repo.findByEmail(email);
    if (!user || user.emailConfirmedAt) return;
    await repo.retireAccountTokens(user.id, 'confirm', clock.now());
    const token = await newAccountToken(user.id, 'confirm', user.email);
    await mail.queue(
      user.email,
      emails.reactivate(user.firstName, link('/confirm-email', { email: user.email, token })),
    );
  }

  async function requestReset(email: string): Promise<{ message: string }> {
    await spend('resetMail', await accountKey(await repo.findByEmail(email), email));
    await jobs.send(ACCOUNTS_JOBS.resetRequest, { email });
    return { message: MESSAGES.resetSent };
  }

  /** The reset-request job: a reset link, only for an address that has an account. */
  async function sendReset(email: string): Promise<void> {
    const user = await repo.findByEmail(email);
    if (!user) return;
    await repo.retireAccountTokens(user.id, 'reset', clock.now());
    const code = await newAccountToken(user.id, 'reset', user.email);
    await mail.queue(user.email, emails.reset(user.firstName, link('/reset', { email: user.email, code })));
  }

  /** Sets a new password from an e-mailed code; every login of the account ends. */
  async function resetPassword(input: ResetPasswordRequest): Promise<{ message: string }> {
    if (input.newPassword !== input.confirmPassword) throw invalid('body.confirmPassword', "Passwords don't match.");
    const row = await repo.findAccountToken('reset', sha256(input.emailToken));
    const now = clock.now();
    const bad = () => new AppError('BAD_REQUEST', 'This reset link is invalid or has expired. Ask for a new one.');
    if (!row || row.usedAt || row.expiresAt <= now || row.email.toLowerCase() !== input.email.toLowerCase())
      throw bad();
    const user = await repo.findById(row.userId);
    // A link mailed to an address the account no longer uses is dead.
    if (!user || user.email.toLowerCase() !== row.email.toLowerCase()) throw bad();
    const problem = passwordProblem(input.newPassword, user);
    if (problem) throw invalid('body.newPassword', problem);
    const passwordHash = await hashPassword(input.newPassword);
    await repo.transaction(async (tx) => {
      if (!(await tx.useAccountToken(row.id, now))) throw bad();
      // Opening the e-mailed link proves the address, so an unconfirmed account is confirmed too.
      await tx.updateUser(user.id, { passwordHash, emailConfirmedAt: user.emailConfirmedAt ?? now, updatedAt: now });
      await tx.retireAccountTokens(user.id, 'reset', now);
      await tx.revokeAllOfUser(user.id, now);
    });
    return { message: 'Your password has been reset. You can now log in with your new password.' };
  }

  /** Changes the caller's password: every login ends, and this device gets a fresh one. */
  async function changePassword(caller: Caller, input: ChangePasswordRequest): Promise<TokenPair> {
    const user = await repo.findById(caller.id);
    if (!user) throw sessionEnded();
    if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
      throw invalid('body.currentPassword', 'Your current password is not right.');
    }
    if (input.newPassword !== input.confirmPassword) throw invalid('body.confirmPassword', "Passwords don't match.");
    const problem = passwordProblem(input.newPassword, user);
    if (problem) throw invalid('body.newPassword', problem);
    const passwordHash = await hashPassword(input.newPassword);
    const now = clock.now();
    await repo.transaction(async (tx) => {
      await tx.updateUser(user.id, { passwordHash, updatedAt: now });
      await tx.retireAccountTokens(user.id, 'reset', now);
      await tx.revokeAllOfUser(user.id, now);
    });
    const pair = await startSession(user);
    return { ...pair, message: 'Password changed. You have been logged out on every other device.' };
  }

  const forbiddenOther = () => new AppError('FORBIDDEN', 'You can only see and change your own profile.');

  async function profileOf(caller: Caller, userId: string = caller.id): Promise<UserProfile> {
    if (userId !== caller.id && caller.role !== 'admin') throw forbiddenOther();
    // The caller's own profile came with the auth check: no second read.
    if (userId === caller.id) return caller.profile;
    const user = await repo.findById(userId);
    if (!user) throw new AppError('NOT_FOUND', 'There is no user with this id.');
    return toProfile(user);
  }

  async function editProfile(
    caller: Caller,
    input: EditProfileRequest,
    userId: string = caller.id,
  ): Promise<{ message: string; profile: UserProfile }> {
    if (userId !== caller.id && caller.role !== 'admin') throw forbiddenOther();
    const user = await repo.findById(userId);
    if (!user) throw new AppError('NOT_FOUND', 'There is no user with this id.');
    const now = clock.now();
    const differs = (a: string | null | undefined, b: string | null | undefined) =>
      (a ?? '').toLowerCase() !== (b ?? '').toLowerCase();
    // A new address, not already waiting for confirmation (asking twice does not mail twice).
    const newEmail =
      input.email && differs(input.email, user.email) && differs(input.email, user.pendingEmail)
        ? input.email
        : undefined;
    if (newEmail) {
      if (userId !== caller.id)
        throw new AppError('FORBIDDEN', 'Only the account holder can change its e-mail address.');
      if (!input.currentPassword || !(await verifyPassword(user.passwordHash, input.currentPassword))) {
        throw invalid('body.currentPassword', 'Enter your current password to change your e-mail address.');
      }
    }
    try {
      await repo.updateUser(user.id, {
        firstName: input.firstName,
        lastName: input.lastName,
        userName: input.userName,
        ...(newEmail ? { pendingEmail: newEmail } : {}),
        updatedAt: now,
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw invalid('body.userName', 'That username is already taken.');
      throw err;
    }
    if (newEmail) {
      await repo.retireAccountTokens(user.id, 'confirm', now);
      const token = await newAccountToken(user.id, 'confirm', newEmail);
      await mail.queue(
        newEmail,
        emails.emailChange(input.firstName, link('/confirm-email', { email: newEmail, token })),
      );
    }
    const saved = await repo.findById(user.id);
    return {
      message: newEmail
        ? 'Profile saved. We sent a link to your new address; it takes effect once you open it.'
        : 'Profile saved.',
      profile: toProfile(saved!),
    };
  }

  async function listUsers(caller: Caller, page: number, pageSize: number): Promise<UserList> {
    if (caller.role !== 'admin') throw new AppError('FORBIDDEN', 'Only admins can list users.');
    const { limit, offset } = pageWindow(page, pageSize);
    const [rows, total] = await Promise.all([repo.listUsers(limit, offset), repo.countUsersForListing()]);
    const items = rows.map((u) => ({
      ...toProfile(u),
      emailConfirmed: Boolean(u.emailConfirmedAt),
      createdAt: u.createdAt.toISOString(),
    }));
    return toPage(items, { page, pageSize, total });
  }

  /**
   * Creates a confirmed account directly (admin:create and the demo seed), with a given password
   * that must meet the same policy as a sign-up's.
   */
  async function createConfirmedUser(input: {
    firstName: string;
    lastName: string;
    email: string;
    userName: string;
    password: string;
    role: Role;
  }): Promise<UserProfile> {
    const { password, firstName, lastName, email, userName, role } = input;
    const problem = passwordProblem(password, input);
    if (problem) throw invalid('password', problem);
    const now = clock.now();
    const id = uuidv7();
    try {
      await repo.insertUser({
        id,
        firstName,
        lastName,
        email,
        userName,
        role,
        passwordHash: await hashPassword(password),
        emailConfirmedAt: now,
        createdAt: now,
        updatedAt: now,
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw new AppError('CONFLICT', 'That e-mail address or username is already used.');
      throw err;
    }
    return toProfile((await repo.findById(id))!);
  }

  /** The scheduled clean-up of tokens: expired logins, logins revoked over a week ago, old e-mailed codes. */
  async function purgeDeadTokens(): Promise<number> {
    const now = clock.now();
    return repo.purgeDeadTokens(now, new Date(now.getTime() - DEAD_TOKEN_RETENTION_MS));
  }

  /** The scheduled clean-up: drops sign-ups (and their password hashes) whose job never ran. */
  async function purgeSignupRequests(): Promise<number> {
    return repo.deleteSignupRequestsBefore(new Date(clock.now().getTime() - SIGNUP_REQUEST_LIFETIME_MS));
  }

  return {
    register,
    authenticate,
    refresh,
    logout,
    resolveCaller,
    confirmEmail,
    requestReactivation,
    requestReset,
    resetPassword,
    changePassword,
    profileOf,
    editProfile,
    listUsers,
    createConfirmedUser,
    countUsers: repo.countUsers,
    completeRegistration,
    sendReactivation,
    sendReset,
    purgeSignupRequests,
    purgeDeadTokens,
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
