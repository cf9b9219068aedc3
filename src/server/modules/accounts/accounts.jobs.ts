import type { JobQueue } from '../../lib/jobs.js';
import { ACCOUNTS_JOBS } from './accounts.policy.js';
import type { AccountsService } from './accounts.service.js';

/** Hourly, at minute 17: sign-ups whose job never ran are dropped after a day. */
const PURGE_SIGNUPS_CRON = '17 * * * *';
/** Daily at 03:25 UTC (04:25 in Lagos): tokens no login can use any more. */
const PURGE_TOKENS_CRON = '25 3 * * *';

/** The jobs of accounts; payloads carry ids or an address, never a password hash or a token. */
export function registerAccountsJobs(jobs: JobQueue, accounts: AccountsService): void {
  jobs.work<{ signupId: string }>(ACCOUNTS_JOBS.register, ({ signupId }) => accounts.completeRegistration(signupId));
  jobs.work<{ email: string }>(ACCOUNTS_JOBS.reactivation, ({ email }) => accounts.sendReactivation(email));
  jobs.work<{ email: string }>(ACCOUNTS_JOBS.resetRequest, ({ email }) => accounts.sendReset(email));
  jobs.work(ACCOUNTS_JOBS.purgeSignupRequests, async () => {
    await accounts.purgeSignupRequests();
  });
  jobs.schedule(ACCOUNTS_JOBS.purgeSignupRequests, PURGE_SIGNUPS_CRON);
  jobs.work(ACCOUNTS_JOBS.purgeDeadTokens, async () => {
    await accounts.purgeDeadTokens();
  });
  jobs.schedule(ACCOUNTS_JOBS.purgeDeadTokens, PURGE_TOKENS_CRON);
}
