export { category, product } from './catalogue.tables.js';
