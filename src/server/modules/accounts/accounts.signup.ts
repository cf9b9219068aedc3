import type { RegisterRequest, Role, UserProfile } from '../../../contract/accounts.js';
import type { Locale } from '../../../contract/languages.js';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { Words } from '../../lib/i18n.js';
import { uuidv7 } from '../../lib/ids.js';
import type { Caller } from '../../plugins/auth.js';
import { accountEmails as emails } from './accounts.emails.js';
import { ACCOUNT_LIMITS, ACCOUNTS_JOBS, MESSAGES } from './accounts.policy.js';
import { type AccountsQueries, isUniqueViolation, type SignupRequestRow, type UserRow } from './accounts.repository.js';
import { type AccountsServiceDeps, type CommonSteps, invalid, languageOf, toProfile } from './accounts.steps.js';
import { passwordProblem } from './passwords.js';

/** Signing up: the request, the job that creates the account (or tells the address why not), and accounts made confirmed. */
export function signUpSteps(deps: AccountsServiceDeps, common: CommonSteps) {
  const { repo, mail, jobs, clock, publicUrl, limits, passwords } = deps;
  const { link, newAccountToken } = common;

  /**
   * Checks a sign-up and hands it to a job; the answer never says whether the address is known.
   * `language` is the one the sign-up was made in (the request's): the account's, and its e-mails'.
   */
  async function register(input: RegisterRequest, caller?: Caller, language?: Locale): Promise<{ message: Words }> {
    if (input.isAdmin && caller?.role !== 'admin') {
      throw new AppError('FORBIDDEN', /*i18n*/ { id: 'Only an admin can create an admin account.' });
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
      passwordHash: await passwords.hash(input.password),
      role: input.isAdmin ? 'admin' : 'user',
      language: language ?? null,
      createdAt: clock.now(),
    });
    await jobs.send(ACCOUNTS_JOBS.register, { signupId });
    if (caller?.role !== 'admin') return { message: MESSAGES.registered };
    // An admin creating an account for someone else is told about that person, not thanked.
    const values = {
      firstName: input.firstName,
      lastName: input.lastName,
      userName: input.userName,
      email: input.email,
    };
    return {
      message: input.isAdmin
        ? /*i18n*/ {
            id: 'The admin account for {firstName} {lastName} ({userName}) is being created: a confirmation e-mail goes to {email}, and they can log in once they have confirmed it.',
            values,
          }
        : /*i18n*/ {
            id: 'The shopper account for {firstName} {lastName} ({userName}) is being created: a confirmation e-mail goes to {email}, and they can log in once they have confirmed it.',
            values,
          },
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
          return job ? decide(job, q, tx) : [];
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
  async function decide(job: SignupRequestRow, q: AccountsQueries, tx: Db): Promise<string[]> {
    const existing = await q.findByEmail(job.email);
    if (existing?.emailConfirmedAt) return tellAddressTaken(existing, tx);
    const holder = await q.findByUserName(job.userName);
    if (holder && holder.id !== existing?.id) {
      return [
        await mail.write(tx, job.email, emails.userNameTaken(languageOf(job), job.firstName, `${publicUrl}/signup`)),
      ];
    }
    const id = existing ? await replaceUnconfirmed(existing, job, q) : await createAccount(job, q);
    const token = await newAccountToken(id, 'confirm', job.email, q);
    const confirmLink = link('/confirm-email', { email: job.email, token });
    return [await mail.write(tx, job.email, emails.confirm(languageOf(job), job.firstName, confirmLink))];
  }

  /** A sign-up with a confirmed address tells its owner, within a limit: repeated sign-ups must not flood them. */
  async function tellAddressTaken(owner: UserRow, tx: Db): Promise<string[]> {
    const { max, windowMs } = ACCOUNT_LIMITS.signupExistsMail;
    if (!(await limits.hit(`signupExistsMail:account:${owner.id}`, max, windowMs)).allowed) return [];
    const exists = emails.signupExists(languageOf(owner), owner.firstName, `${publicUrl}/login`);
    return [await mail.write(tx, owner.email, exists)];
  }

  /**
   * The address was never confirmed, so whoever signed up before may not own it: the newest
   * sign-up replaces the details, every earlier link dies, and only the mailbox's holder can
   * confirm (with the password they chose).
   */
  async function replaceUnconfirmed(existing: UserRow, job: SignupRequestRow, q: AccountsQueries): Promise<string> {
    const { firstName, lastName, userName, passwordHash, role, language } = job;
    const now = clock.now();
    await q.updateUser(existing.id, { firstName, lastName, userName, passwordHash, role, language, updatedAt: now });
    await q.retireAccountTokens(existing.id, 'confirm', now);
    await q.revokeAllOfUser(existing.id, now);
    return existing.id;
  }

  async function createAccount(job: SignupRequestRow, q: AccountsQueries): Promise<string> {
    const { firstName, lastName, email, userName, passwordHash, role, language } = job;
    const now = clock.now();
    const id = uuidv7();
    await q.insertUser({
      id,
      firstName,
      lastName,
      email,
      userName,
      passwordHash,
      role,
      language,
      createdAt: now,
      updatedAt: now,
    });
    return id;
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
        passwordHash: await passwords.hash(password),
        emailConfirmedAt: now,
        createdAt: now,
        updatedAt: now,
      });
    } catch (err) {
      if (isUniqueViolation(err))
        throw new AppError('CONFLICT', /*i18n*/ { id: 'That e-mail address or username is already used.' });
      throw err;
    }
    return toProfile((await repo.findById(id))!);
  }

  return {
    register,
    completeRegistration,
    createConfirmedUser,
  };
}
