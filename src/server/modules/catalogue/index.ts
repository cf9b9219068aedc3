export { catalogueRoutes } from './catalogue.routes.js';
export { createCatalogueRepository } from './catalogue.repository.js';
export { CATALOGUE_MESSAGES, type CatalogueService, createCatalogueService, toProduct } from './catalogue.service.js';
export { category, commodity, image, product } from './catalogue.tables.js';
