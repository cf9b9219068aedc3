import { formatNgn as naira } from '../../lib/money.js';
import { compose } from '../mail/index.js';

/** The e-mails of payments themselves (an order's or a subscription's e-mails belong to them). */
export const paymentEmails = {
  /** A checkout the shopper had replaced was paid all the same: nothing is bought with it, the money goes back. */
  supersededRefund: (reference: string, amountKobo: number, url: string) =>
    compose(
      'payment-superseded-refund',
      'We are refunding a payment you did not need to make',
      [
        `You paid ${naira(amountKobo)} (reference ${reference}) on a checkout you had already replaced with a newer one.`,
        'Only one checkout of a basket can be paid, so this payment bought nothing: we are refunding it in full to the card or account you paid with.',
        'Your cart is as you left it. If you still want it, check out again from your cart.',
      ],
      { label: 'Open my cart', url },
    ),
};
