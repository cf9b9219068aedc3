import type { Locale } from '../../../contract/languages.js';
import type { OrderStatus } from '../../../contract/orders.js';
import { nairaIn, type Words } from '../../lib/i18n.js';
import { compose } from '../mail/index.js';

/** An order's status as a person reads it (the API's status stays the English value). */
export const STATUS_WORDS: Record<OrderStatus, Words> = {
  Pending: /*i18n*/ { id: 'Pending', comment: 'An order status: received, not yet handled' },
  Processing: /*i18n*/ { id: 'Processing', comment: 'An order status: being prepared' },
  Shipped: /*i18n*/ { id: 'Shipped', comment: 'An order status: on its way' },
  Delivered: /*i18n*/ { id: 'Delivered', comment: 'An order status' },
  Canceled: /*i18n*/ { id: 'Canceled', comment: 'An order status' },
};

const STATUS_SUBJECTS: Record<OrderStatus, Words> = {
  Pending: /*i18n*/ { id: 'Your Kasuwa order is pending' },
  Processing: /*i18n*/ { id: 'Your Kasuwa order is processing' },
  Shipped: /*i18n*/ { id: 'Your Kasuwa order is shipped' },
  Delivered: /*i18n*/ { id: 'Your Kasuwa order is delivered' },
  Canceled: /*i18n*/ { id: 'Your Kasuwa order is canceled' },
};

/** The e-mails of orders: the confirmation, and each change of status; in the shopper's language. */
export const orderEmails = {
  confirmed: (
    locale: Locale,
    orderId: string,
    totalKobo: number,
    items: Array<{ productName: string; quantity: number; unitPriceKobo: number }>,
    url: string,
  ) =>
    compose(
      locale,
      'order-confirmed',
      /*i18n*/ { id: 'Your Kasuwa order is confirmed' },
      [
        /*i18n*/ { id: 'Thank you for your payment. Your order has been processed successfully.' },
        /*i18n*/ { id: 'Order {orderId}, total {total}:', values: { orderId, total: nairaIn(locale, totalKobo) } },
        ...items.map(
          (i): Words => /*i18n*/ ({
            id: '{quantity} × {product} at {price}',
            values: { quantity: i.quantity, product: i.productName, price: nairaIn(locale, i.unitPriceKobo) },
            comment: 'A line of an order: how many of which product, at what price each',
          }),
        ),
        /*i18n*/ {
          id: 'We will e-mail you as it moves along. You can cancel it within 24 hours while it is Pending or Processing.',
        },
      ],
      { label: /*i18n*/ { id: 'Track my order' }, url },
    ),
  status: (locale: Locale, orderId: string, status: OrderStatus, url: string, refundKobo?: number) =>
    compose(
      locale,
      'order-status',
      STATUS_SUBJECTS[status],
      [
        /*i18n*/ { id: 'Your order {orderId} is now {status}.', values: { orderId, status: STATUS_WORDS[status] } },
        ...(refundKobo !== undefined
          ? [
              /*i18n*/ {
                id: 'We are refunding your payment of {amount} to the card or account you paid with.',
                values: { amount: nairaIn(locale, refundKobo) },
              },
            ]
          : []),
      ],
      { label: /*i18n*/ { id: 'Track my order' }, url },
    ),
};
