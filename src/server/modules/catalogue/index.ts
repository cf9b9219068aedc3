export { catalogueRoutes } from './catalogue.routes.js';
export { createCatalogueRepository, type Offer } from './catalogue.repository.js';
export {
  type CatalogueService,
  createCatalogueService,
  type PriceChange,
  type PricedProduct,
  type PriceWatchers,
} from './catalogue.service.js';
export { category, commodity, image, product } from './catalogue.tables.js';
