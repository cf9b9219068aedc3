import { formatNgn as naira } from '../../lib/money.js';
import { compose } from '../mail/index.js';

/** The e-mails of orders: the confirmation, and each change of status. */
export const orderEmails = {
  confirmed: (
    orderId: string,
    totalKobo: number,
    items: Array<{ productName: string; quantity: number; unitPriceKobo: number }>,
    url: string,
  ) =>
    compose(
      'order-confirmed',
      'Your Kasuwa order is confirmed',
      [
        'Thank you for your payment. Your order has been processed successfully.',
        `Order ${orderId}, total ${naira(totalKobo)}:`,
        ...items.map((i) => `${i.quantity} × ${i.productName} at ${naira(i.unitPriceKobo)}`),
        'We will e-mail you as it moves along. You can cancel it within 24 hours while it is Pending or Processing.',
      ],
      { label: 'Track my order', url },
    ),
  status: (orderId: string, status: string, url: string, refundKobo?: number) =>
    compose(
      'order-status',
      `Your Kasuwa order is ${status === 'Canceled' ? 'canceled' : status.toLowerCase()}`,
      [
        `Your order ${orderId} is now ${status}.`,
        ...(refundKobo !== undefined
          ? [`We are refunding your payment of ${naira(refundKobo)} to the card or account you paid with.`]
          : []),
      ],
      { label: 'Track my order', url },
    ),
};
