export { market } from './markets.tables.js';
