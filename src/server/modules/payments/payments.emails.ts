import type { Locale } from '../../../contract/languages.js';
import { nairaIn } from '../../lib/i18n.js';
import { compose } from '../mail/index.js';

/** The e-mails of payments themselves (an order's or a subscription's e-mails belong to them), in the payer's language. */
export const paymentEmails = {
  /** A checkout the shopper had replaced was paid all the same: nothing is bought with it, the money goes back. */
  supersededRefund: (locale: Locale, reference: string, amountKobo: number, url: string) =>
    compose(
      locale,
      'payment-superseded-refund',
      /*i18n*/ { id: 'We are refunding a payment you did not need to make' },
      [
        /*i18n*/ {
          id: 'You paid {amount} (reference {reference}) on a checkout you had already replaced with a newer one.',
          values: { amount: nairaIn(locale, amountKobo), reference },
        },
        /*i18n*/ {
          id: 'Only one checkout of a basket can be paid, so this payment bought nothing: we are refunding it in full to the card or account you paid with.',
        },
        /*i18n*/ { id: 'Your cart is as you left it. If you still want it, check out again from your cart.' },
      ],
      { label: /*i18n*/ { id: 'Open my cart' }, url },
    ),
};
