export { priceHistory } from './price-history.tables.js';
