import type { PriceLog } from '../catalogue/index.js';
import type { PriceHistoryRepository } from './price-history.repository.js';

/**
 * The catalogue's price log (its port, catalogue.ports.ts), kept by price history: observations and
 * their daily rollups, written inside the catalogue's transaction. The composition root hands it
 * over, so the catalogue never imports this module.
 */
export const createPriceLog = (repo: PriceHistoryRepository): PriceLog => ({
  record: (tx, observations) => repo.within(tx).record(observations),
  current: (tx, productIds) => repo.within(tx).current(productIds),
  retract: (tx, keys) => repo.within(tx).retract(keys),
  offSale: (tx, products) => repo.within(tx).offSale(products),
});
