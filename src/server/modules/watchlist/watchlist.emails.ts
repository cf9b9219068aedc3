import { formatProductPrice as price } from '../../lib/money.js';
import { compose } from '../mail/index.js';
import type { FiredAlert } from './watchlist.repository.js';

/** What a price alert says, in the bell and in the e-mail alike. */
export function alertText(a: FiredAlert): { title: string; body: string } {
  const name = a.unit ? `${a.productName}, ${a.unit},` : a.productName;
  return {
    title: `${name} is now ${price(a.priceKobo)} at ${a.marketName}`,
    body: `It has reached your threshold price of ${price(a.thresholdKobo)}.`,
  };
}

export const watchlistEmails = {
  priceAlert: (a: FiredAlert, productUrl: string) => {
    const { title, body } = alertText(a);
    return compose(
      'price-alert',
      title,
      [
        `Hello ${a.firstName},`,
        `${title}. ${body}`,
        'We will tell you again only after the price has gone back up and comes down to your threshold once more.',
      ],
      { label: 'See the product', url: productUrl },
    );
  },
};
