export { createPriceLog } from './price-history.log.js';
export { bucketsOf, createPriceHistoryRepository } from './price-history.repository.js';
export { priceHistoryRoutes } from './price-history.routes.js';
export { createPriceHistoryService, type PriceHistoryService } from './price-history.service.js';
