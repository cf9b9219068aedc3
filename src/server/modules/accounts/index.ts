export { registerAccountsJobs } from './accounts.jobs.js';
export { addresseesOf, languageOfUser } from './accounts.reads.js';
export { accountsRoutes } from './accounts.routes.js';
export { createAccountsRepository } from './accounts.repository.js';
export { type AccountsService, createAccountsService } from './accounts.service.js';
export { createPasswords, STANDARD_PASSWORD_COST, TEST_PASSWORD_COST } from './passwords.js';
export { createAccessTokens } from './tokens.js';
