export { category, commodity, image, product } from './catalogue.tables.js';
