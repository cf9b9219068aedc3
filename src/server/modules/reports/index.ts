export { createReportsRepository } from './reports.repository.js';
export { reportsRoutes } from './reports.routes.js';
export { createReportsService } from './reports.service.js';
