/** Every table (and published view) of every module, for Drizzle's typed client and drizzle-kit. */
export * from '../modules/accounts/accounts.tables.js';
export * from '../modules/cart/cart.tables.js';
export * from '../modules/catalogue/catalogue.tables.js';
export * from '../modules/catalogue/catalogue.views.js';
export * from '../modules/mail/mail.tables.js';
export * from '../modules/markets/markets.tables.js';
export * from '../modules/markets/markets.views.js';
export * from '../modules/orders/orders.tables.js';
export * from '../modules/payments/payments.tables.js';
export * from '../modules/price-history/price-history.tables.js';
export * from '../modules/reports/reports.tables.js';
export * from '../modules/sources/sources.tables.js';
export * from '../modules/subscriptions/subscriptions.tables.js';
export * from '../modules/watchlist/watchlist.tables.js';
