export { category, market, priceHistory, product } from './catalogue.tables.js';
