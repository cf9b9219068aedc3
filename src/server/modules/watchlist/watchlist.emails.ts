import type { Locale } from '../../../contract/languages.js';
import { nairaIn, wordIn, type Words } from '../../lib/i18n.js';
import { compose, hello } from '../mail/index.js';
import type { FiredAlert } from './watchlist.repository.js';

const priceIn = (locale: Locale, kobo: number) => nairaIn(locale, kobo, { wholeWithoutKobo: true });

/** What a price alert says, in a language: its title (the e-mail's subject) and its sentence. */
function alertWords(locale: Locale, a: FiredAlert): { title: Words; body: Words } {
  const values = { product: a.productName, price: priceIn(locale, a.priceKobo), market: a.marketName };
  return {
    title: a.unit
      ? /*i18n*/ {
          id: '{product}, {unit}, is now {price} at {market}',
          values: { ...values, unit: a.unit },
          comment: 'A price alert: a product (and its pack size) has come down to this price at this market',
        }
      : /*i18n*/ {
          id: '{product} is now {price} at {market}',
          values,
          comment: 'A price alert: a product has come down to this price at this market',
        },
    body: /*i18n*/ {
      id: 'It has reached your threshold price of {threshold}.',
      values: { threshold: priceIn(locale, a.thresholdKobo) },
    },
  };
}

/** What a price alert says, in the bell and in the e-mail alike, in the watcher's language. */
export function alertText(locale: Locale, a: FiredAlert): { title: string; body: string } {
  const { title, body } = alertWords(locale, a);
  return { title: wordIn(locale, title), body: wordIn(locale, body) };
}

export const watchlistEmails = {
  priceAlert: (locale: Locale, a: FiredAlert, productUrl: string) => {
    const { title, body } = alertWords(locale, a);
    return compose(
      locale,
      'price-alert',
      title,
      [
        hello(a.firstName),
        title,
        body,
        /*i18n*/ {
          id: 'We will tell you again only after the price has gone back up and comes down to your threshold once more.',
        },
      ],
      { label: /*i18n*/ { id: 'See the product' }, url: productUrl },
    );
  },
};
