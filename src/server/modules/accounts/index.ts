export { accountsRoutes } from './accounts.routes.js';
export { createAccountsRepository } from './accounts.repository.js';
export { type AccountsService, type Caller, createAccountsService, JOBS, MESSAGES } from './accounts.service.js';
export { createAccessTokens } from './tokens.js';
