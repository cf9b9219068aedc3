import type { ResetPasswordRequest } from '../../../contract/accounts.js';
import { AppError } from '../../lib/app-error.js';
import type { Words } from '../../lib/i18n.js';
import { sha256 } from '../../lib/secrets.js';
import { accountEmails as emails } from './accounts.emails.js';
import { ACCOUNTS_JOBS, MESSAGES } from './accounts.policy.js';
import { type AccountsServiceDeps, type CommonSteps, invalid, languageOf, PASSWORDS_DIFFER } from './accounts.steps.js';
import { passwordProblem } from './passwords.js';

/** A forgotten password: the request, the job that mails the code, and the new password. */
export function recoverySteps(deps: AccountsServiceDeps, common: CommonSteps) {
  const { repo, mail, clock, passwords } = deps;
  const { askForMail, link, newAccountToken } = common;

  async function requestReset(email: string): Promise<{ message: Words }> {
    await askForMail('resetMail', ACCOUNTS_JOBS.resetRequest, email);
    return { message: MESSAGES.resetSent };
  }

  /** The reset-request job: a reset link, only for an address that has an account. */
  async function sendReset(email: string): Promise<void> {
    const user = await repo.findByEmail(email);
    if (!user) return;
    await repo.retireAccountTokens(user.id, 'reset', clock.now());
    const code = await newAccountToken(user.id, 'reset', user.email);
    await mail.queue(
      user.email,
      emails.reset(languageOf(user), user.firstName, link('/reset', { email: user.email, code })),
    );
  }

  /** Sets a new password from an e-mailed code; every login of the account ends. */
  async function resetPassword(input: ResetPasswordRequest): Promise<{ message: Words }> {
    if (input.newPassword !== input.confirmPassword) throw invalid('body.confirmPassword', PASSWORDS_DIFFER);
    const row = await repo.findAccountToken('reset', sha256(input.emailToken));
    const now = clock.now();
    const bad = () =>
      new AppError('BAD_REQUEST', /*i18n*/ { id: 'This reset link is invalid or has expired. Ask for a new one.' });
    if (!row || row.usedAt || row.expiresAt <= now || row.email.toLowerCase() !== input.email.toLowerCase())
      throw bad();
    const user = await repo.findById(row.userId);
    // A link mailed to an address the account no longer uses is dead.
    if (!user || user.email.toLowerCase() !== row.email.toLowerCase()) throw bad();
    const problem = passwordProblem(input.newPassword, user);
    if (problem) throw invalid('body.newPassword', problem);
    const passwordHash = await passwords.hash(input.newPassword);
    await repo.transaction(async (q) => {
      if (!(await q.useAccountToken(row.id, now))) throw bad();
      // Opening the e-mailed link proves the address, so an unconfirmed account is confirmed too.
      await q.updateUser(user.id, { passwordHash, emailConfirmedAt: user.emailConfirmedAt ?? now, updatedAt: now });
      await q.retireAccountTokens(user.id, 'reset', now);
      await q.revokeAllOfUser(user.id, now);
    });
    return { message: /*i18n*/ { id: 'Your password has been reset. You can now log in with your new password.' } };
  }

  return { requestReset, sendReset, resetPassword };
}
