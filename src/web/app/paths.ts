import { generatePath } from 'react-router';

/**
 * Every screen's path (spec §2), in one place: the router declares its routes with these, links
 * and navigation use them, and `href()` fills a pattern's parameters.
 */
export const paths = {
  dashboard: '/dashboard',
  about: '/about',
  faq: '/faq',
  contact: '/contact',
  sideMenu: '/side-menu',
  login: '/login',
  signup: '/signup',
  adminLogin: '/admin-login',
  adminSignup: '/admin-signup',
  reset: '/reset',
  confirmEmail: '/confirm-email',
  reactivate: '/reactivate',
  profile: '/profile',
  editProfile: '/edit-profile',
  markets: '/market',
  market: '/market/:id',
  productCategories: '/product-categories/:id',
  productsInCategory: '/products/:marketId/category/:categoryId',
  product: '/products/:productId',
  featured: '/featured',
  search: '/search',
  searchResults: '/search-results',
  cart: '/cart',
  priceComparison: '/price-comparison/:cartId',
  watchlist: '/watchlist',
  notifications: '/notifications',
  chart: '/chart',
  priceAnalysis: '/price-analysis',
  subscription: '/subscription',
  checkPayment: '/checkpayment',
  paymentForm: '/payment-form',
  paymentSuccess: '/payment-success',
  sandboxCheckout: '/sandbox/checkout/:reference',
  userOrders: '/user-orders',
  order: '/order/:orderId',
  track: '/track/:orderId',
  orderTracking: '/order-tracking/:orderId?',
  admin: '/admin',
  addMarket: '/add-market',
  addCategory: '/add-category',
  addProduct: '/add-product',
  orders: '/orders',
  payments: '/payments',
  notFound: '/not-found',
  statePrices: '/prices/:state',
  sources: '/sources',
  adminSources: '/admin/sources',
  reportPrice: '/report-price',
  myReports: '/my-reports',
  moderation: '/moderation',
  marketCorrection: '/market/:id/correction',
} as const;

export type AppPath = (typeof paths)[keyof typeof paths];

/** A link to a screen with parameters: `href(paths.market, { id })`. */
export const href = generatePath;

/**
 * The login screen that brings the shopper back to `from` afterwards (`?next=/cart`). Only a path
 * of this site is kept: see `nextPath`.
 */
export function loginPath(from: { pathname: string; search: string }, admin = false): string {
  const next = `${from.pathname}${from.search}`;
  return `${admin ? paths.adminLogin : paths.login}?${new URLSearchParams({ next })}`;
}

/** Where to go after login: the `next` parameter when it is a path of this site, else the dashboard. */
export function nextPath(search: string): string {
  const next = new URLSearchParams(search).get('next');
  // '/x' only: not '//evil.example' or '/\evil.example', which browsers read as another site.
  return next && /^\/(?![/\\])/.test(next) ? next : paths.dashboard;
}
