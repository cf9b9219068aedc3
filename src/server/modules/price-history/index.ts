export { type CurrentPrice, type Observation, type PriceLog, priceLog } from './price-history.log.js';
export { priceHistory } from './price-history.tables.js';
