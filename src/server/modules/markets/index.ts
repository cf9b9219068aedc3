export { createMarketsRepository, marketSearchable, marketsHolding } from './markets.repository.js';
export { marketsRoutes } from './markets.routes.js';
export { createMarketsService, type MarketsService } from './markets.service.js';
export { market } from './markets.tables.js';
export {
  createOsrmProvider,
  createTravelEstimator,
  type TravelLeg,
  type TravelTimeProvider,
} from './travel/travel-times.js';
