import type { Product } from '../../../contract/catalogue';

/** 'On Sale' only when the price is below the observation before it. */
export const isOnSale = (p: Pick<Product, 'price' | 'previousPrice'>) =>
  p.previousPrice !== null && p.price < p.previousPrice;
