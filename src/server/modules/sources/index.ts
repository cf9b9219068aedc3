export { registerSourcesJobs } from './sources.jobs.js';
export { createSourcesRepository } from './sources.repository.js';
export { sourcesRoutes } from './sources.routes.js';
export { createSourcesService, type SourcesService } from './sources.service.js';
