export { createSubscriptionsRepository } from './subscriptions.repository.js';
export type { PlanRow } from './subscriptions.repository.js';
export { subscriptionsRoutes } from './subscriptions.routes.js';
export {
  createSubscriptionsService,
  SUBSCRIPTION_MESSAGES,
  type SubscriptionsService,
} from './subscriptions.service.js';
