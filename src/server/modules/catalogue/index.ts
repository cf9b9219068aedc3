export { catalogueRoutes } from './catalogue.routes.js';
export { createCatalogueRepository } from './catalogue.repository.js';
export { type CatalogueService, createCatalogueService } from './catalogue.service.js';
export { category, commodity, image, product } from './catalogue.tables.js';
