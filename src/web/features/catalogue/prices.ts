import type { Product } from '../../../contract/catalogue';
import { formatPrice } from '../../lib/format';

const DATE = new Intl.DateTimeFormat('en-NG', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Africa/Lagos',
});

/** "15 Aug 2026", in Lagos time. */
export const observedOn = (iso: string) => DATE.format(new Date(iso));

/** "N1,029.33 per kg", or null when the pack size is unknown. */
export const unitPriceText = (p: Pick<Product, 'unitPrice'>) =>
  p.unitPrice ? `${formatPrice(p.unitPrice.amount)} per ${p.unitPrice.per}` : null;

/** 'On Sale' only when the price is below the observation before it. */
export const isOnSale = (p: Pick<Product, 'price' | 'previousPrice'>) =>
  p.previousPrice !== null && p.price < p.previousPrice;
