export { comparisonRoutes } from './comparison.routes.js';
export { createComparisonService } from './comparison.service.js';
