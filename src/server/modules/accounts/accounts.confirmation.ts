import { AppError } from '../../lib/app-error.js';
import type { Words } from '../../lib/i18n.js';
import { sha256 } from '../../lib/secrets.js';
import { accountEmails as emails } from './accounts.emails.js';
import { ACCOUNTS_JOBS, MESSAGES } from './accounts.policy.js';
import { type AccountsQueries, type AccountTokenRow, isUniqueViolation, type UserRow } from './accounts.repository.js';
import { type AccountsServiceDeps, type CommonSteps, languageOf } from './accounts.steps.js';

/** Confirming an address: the e-mailed link (a new account's, or a changed address's) and a new link on request. */
export function confirmationSteps(deps: AccountsServiceDeps, common: CommonSteps) {
  const { repo, mail, clock } = deps;
  const { askForMail, link, newAccountToken } = common;

  async function confirmEmail(email: string, token: string): Promise<{ message: Words }> {
    const row = await repo.findAccountToken('confirm', sha256(token));
    const now = clock.now();
    const bad = () =>
      new AppError(
        'BAD_REQUEST',
        /*i18n*/ { id: 'This confirmation link is invalid or has expired. Ask for a new one on the Reactivate page.' },
      );
    if (!row || row.email.toLowerCase() !== email.toLowerCase()) throw bad();
    const user = await repo.findById(row.userId);
    if (!user) throw bad();
    // A link opened again (a second tap, a mail app's preview) after it worked: say so, kindly.
    if (row.usedAt && user.emailConfirmedAt && user.email.toLowerCase() === row.email.toLowerCase()) {
      throw new AppError(
        'ALREADY_CONFIRMED',
        /*i18n*/ { id: 'Your e-mail address is already confirmed. You can log in.' },
      );
    }
    if (row.usedAt || row.expiresAt <= now) throw bad();
    try {
      await repo.transaction(async (q) => {
        if (!(await q.useAccountToken(row.id, now))) throw bad();
        if (!(await confirmAddress(q, user, row, now))) throw bad();
      });
    } catch (err) {
      if (isUniqueViolation(err))
        throw new AppError('CONFLICT', /*i18n*/ { id: 'Another account uses this e-mail address now.' });
      throw err;
    }
    return {
      message: /*i18n*/ { id: 'Your email has been confirmed successfully. You can now log in to your account.' },
    };
  }

  /**
   * What a used confirmation code confirms: the new address waiting (which replaces the old one) or
   * the account's own address. False when it names neither any more.
   */
  async function confirmAddress(q: AccountsQueries, user: UserRow, row: AccountTokenRow, now: Date) {
    if (user.pendingEmail && user.pendingEmail.toLowerCase() === row.email.toLowerCase()) {
      await q.updateUser(user.id, {
        email: user.pendingEmail,
        pendingEmail: null,
        emailConfirmedAt: now,
        updatedAt: now,
      });
      // Reset links sent to the old address must not outlive the change.
      await q.retireAccountTokens(user.id, 'reset', now);
      return true;
    }
    if (user.email.toLowerCase() === row.email.toLowerCase()) {
      await q.updateUser(user.id, { emailConfirmedAt: user.emailConfirmedAt ?? now, updatedAt: now });
      return true;
    }
    return false;
  }

  async function requestReactivation(email: string): Promise<{ message: Words }> {
    await askForMail('reactivationMail', ACCOUNTS_JOBS.reactivation, email);
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
      emails.reactivate(languageOf(user), user.firstName, link('/confirm-email', { email: user.email, token })),
    );
  }

  return { confirmEmail, requestReactivation, sendReactivation };
}
