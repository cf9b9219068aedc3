export { comparisonRoutes } from './comparison.routes.js';
export { type ComparisonService, createComparisonService } from './comparison.service.js';
