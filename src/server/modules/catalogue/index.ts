export { catalogueRoutes } from './catalogue.routes.js';
export type { NamedItem, NamedProduct } from './catalogue.intake.js';
export type { CurrentPrice, Observation, PriceChange, PriceLog, PriceWatchers } from './catalogue.ports.js';
export { createCatalogueRepository, type MarketTotal, type Offer } from './catalogue.repository.js';
export { type CatalogueService, createCatalogueService, type PricedProduct } from './catalogue.service.js';
export { currentPrices, lockedPriceOnSale, productLabels } from './catalogue.reads.js';
