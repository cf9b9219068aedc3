export { createSubscriptionsRepository } from './subscriptions.repository.js';
export { subscriptionsRoutes } from './subscriptions.routes.js';
export { createSubscriptionsService, type SubscriptionsService } from './subscriptions.service.js';
