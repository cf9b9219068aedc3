export { catalogueRoutes } from './catalogue.routes.js';
export type { CurrentPrice, Observation, PriceChange, PriceLog } from './catalogue.ports.js';
export { createCatalogueRepository, type MarketTotal, type Offer, type PriceWindow } from './catalogue.repository.js';
export {
  type CatalogueService,
  type CommodityInfo,
  createCatalogueService,
  type PricedProduct,
} from './catalogue.service.js';
export { productOnSale } from './catalogue.views.js';
export { currentPrices, lockedPriceOnSale, productLabels } from './catalogue.reads.js';
