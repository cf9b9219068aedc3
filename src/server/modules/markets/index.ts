export { createMarketsRepository, type SurveyedMarket } from './markets.repository.js';
export { marketsRoutes } from './markets.routes.js';
export { createMarketsService, type MarketsService } from './markets.service.js';
export { marketListing } from './markets.views.js';
export { createOsrmProvider, createTravelEstimator, type TravelTimeProvider } from './travel/travel-times.js';
export { marketNames } from './markets.reads.js';
