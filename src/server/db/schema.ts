/** Every table of every module, for Drizzle's typed client and drizzle-kit. */
export * from '../modules/catalogue/catalogue.tables.js';
