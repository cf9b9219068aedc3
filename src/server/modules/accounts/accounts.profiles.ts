import type { EditProfileRequest, UserList, UserProfile } from '../../../contract/accounts.js';
import { AppError } from '../../lib/app-error.js';
import type { Words } from '../../lib/i18n.js';
import { pageWindow, toPage } from '../../lib/pagination.js';
import { type Caller, checkOwner, ownerScopeOf } from '../../plugins/auth.js';
import { accountEmails as emails } from './accounts.emails.js';
import { isUniqueViolation, type UserRow } from './accounts.repository.js';
import {
  type AccountsServiceDeps,
  type CommonSteps,
  differs,
  invalid,
  languageOf,
  toProfile,
} from './accounts.steps.js';

/** Profiles: one's own or (for an admin) anyone's, edits with a confirmed change of address, the admins' list. */
export function profileSteps(deps: AccountsServiceDeps, common: CommonSteps) {
  const { repo, mail, clock, passwords } = deps;
  const { link, newAccountToken } = common;

  /** The spec says "the user themself or an admin": another user's profile is a 403, not a 404. */
  const forbiddenOther = () =>
    new AppError('FORBIDDEN', /*i18n*/ { id: 'You can only see and change your own profile.' });
  const noUser = () => new AppError('NOT_FOUND', /*i18n*/ { id: 'There is no user with this id.' });

  async function profileOf(caller: Caller, userId: string = caller.id): Promise<UserProfile> {
    checkOwner(ownerScopeOf(caller), userId, forbiddenOther);
    // The caller's own profile came with the auth check: no second read.
    if (userId === caller.id) return caller.profile;
    const user = await repo.findById(userId);
    if (!user) throw noUser();
    return toProfile(user);
  }

  /** A new address in the edit, not already waiting for confirmation (asking twice does not mail twice). */
  const newEmailOf = (input: EditProfileRequest, user: UserRow) =>
    input.email && differs(input.email, user.email) && differs(input.email, user.pendingEmail)
      ? input.email
      : undefined;

  /** Only the account holder changes its address, and only with their current password. */
  async function checkMayChangeEmail(caller: Caller, user: UserRow, currentPassword: string | undefined) {
    checkOwner(
      caller.id,
      user.id,
      () => new AppError('FORBIDDEN', /*i18n*/ { id: 'Only the account holder can change its e-mail address.' }),
    );
    if (!currentPassword || !(await passwords.verify(user.passwordHash, currentPassword))) {
      throw invalid(
        'body.currentPassword',
        /*i18n*/ { id: 'Enter your current password to change your e-mail address.' },
      );
    }
  }

  async function saveProfile(user: UserRow, input: EditProfileRequest, newEmail: string | undefined, now: Date) {
    try {
      await repo.updateUser(user.id, {
        firstName: input.firstName,
        lastName: input.lastName,
        userName: input.userName,
        ...(newEmail ? { pendingEmail: newEmail } : {}),
        ...(input.language ? { language: input.language } : {}),
        updatedAt: now,
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw invalid('body.userName', /*i18n*/ { id: 'That username is already taken.' });
      throw err;
    }
  }

  /** The new address gets a confirmation link; it replaces the old one once opened. */
  async function mailEmailChange(user: UserRow, input: EditProfileRequest, newEmail: string, now: Date) {
    await repo.retireAccountTokens(user.id, 'confirm', now);
    const token = await newAccountToken(user.id, 'confirm', newEmail);
    const language = input.language ?? languageOf(user);
    const url = link('/confirm-email', { email: newEmail, token });
    await mail.queue(newEmail, emails.emailChange(language, input.firstName, url));
  }

  async function editProfile(
    caller: Caller,
    input: EditProfileRequest,
    userId: string = caller.id,
  ): Promise<{ message: Words; profile: UserProfile }> {
    checkOwner(ownerScopeOf(caller), userId, forbiddenOther);
    const user = await repo.findById(userId);
    if (!user) throw noUser();
    const now = clock.now();
    const newEmail = newEmailOf(input, user);
    if (newEmail) await checkMayChangeEmail(caller, user, input.currentPassword);
    await saveProfile(user, input, newEmail, now);
    if (newEmail) await mailEmailChange(user, input, newEmail, now);
    const saved = await repo.findById(user.id);
    return {
      message: newEmail
        ? /*i18n*/ { id: 'Profile saved. We sent a link to your new address; it takes effect once you open it.' }
        : /*i18n*/ { id: 'Profile saved.' },
      profile: toProfile(saved!),
    };
  }

  async function listUsers(caller: Caller, page: number, pageSize: number): Promise<UserList> {
    if (caller.role !== 'admin') throw new AppError('FORBIDDEN', /*i18n*/ { id: 'Only admins can list users.' });
    const { limit, offset } = pageWindow(page, pageSize);
    const [rows, total] = await Promise.all([repo.listUsers(limit, offset), repo.countUsersForListing()]);
    const items = rows.map((u) => ({
      ...toProfile(u),
      emailConfirmed: Boolean(u.emailConfirmedAt),
      createdAt: u.createdAt.toISOString(),
    }));
    return toPage(items, { page, pageSize, total });
  }

  return { profileOf, editProfile, listUsers, countUsers: repo.countUsers };
}
