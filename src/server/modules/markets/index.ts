export { createMarketsRepository, type SurveyedMarket } from './markets.repository.js';
export { marketsRoutes } from './markets.routes.js';
export { createMarketsService, type MarketsService } from './markets.service.js';
export { marketListing } from './markets.views.js';
export {
  createOsrmProvider,
  createTravelEstimator,
  type TravelLeg,
  type TravelTimeProvider,
} from './travel/travel-times.js';
// The table stays here only until the watchlist reads markets through markets.reads.ts (issue 20, part B).
export { market } from './markets.tables.js';
