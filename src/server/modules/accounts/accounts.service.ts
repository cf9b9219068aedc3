import { confirmationSteps } from './accounts.confirmation.js';
import { DEAD_TOKEN_RETENTION_MS, SIGNUP_REQUEST_LIFETIME_MS } from './accounts.policy.js';
import { recoverySteps } from './accounts.recovery.js';
import { sessionSteps } from './accounts.sessions.js';
import { profileSteps } from './accounts.profiles.js';
import { signUpSteps } from './accounts.signup.js';
import { type AccountsServiceDeps, commonSteps } from './accounts.steps.js';

// Named here as before the split: the job names, the answers that must not vary, the refresh grace.
export { ACCOUNTS_JOBS, MESSAGES, REFRESH_GRACE_MS } from './accounts.policy.js';

/**
 * Accounts: sign-up (accounts.signup.ts), confirming an address (accounts.confirmation.ts), logins
 * with rotating refresh tokens (accounts.sessions.ts), a forgotten password (accounts.recovery.ts),
 * profiles (accounts.profiles.ts), and the scheduled clean-ups below. The numbers and words they
 * share are in accounts.policy.ts, the steps they share in accounts.steps.ts.
 */
export function createAccountsService(deps: AccountsServiceDeps) {
  const common = commonSteps(deps);
  const { repo, clock } = deps;

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
    ...signUpSteps(deps, common),
    ...confirmationSteps(deps, common),
    ...sessionSteps(deps, common),
    ...recoverySteps(deps, common),
    ...profileSteps(deps, common),
    purgeSignupRequests,
    purgeDeadTokens,
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
