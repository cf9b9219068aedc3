import {
  CANCEL_WINDOW_MS,
  canChange,
  type Order,
  type OrderQuery,
  type OrderStatus,
  type OrderTracking,
} from '../../../contract/orders.js';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { Words } from '../../lib/i18n.js';
import type { Clock } from '../../lib/clock.js';
import { uuidv7 } from '../../lib/ids.js';
import { koboToNaira } from '../../lib/money.js';
import { toPage } from '../../lib/pagination.js';
import { type Caller, checkOwner, ownerScopeOf } from '../../plugins/auth.js';
import { languageOfUser } from '../accounts/index.js';
import type { CartService } from '../cart/index.js';
import type { MailService } from '../mail/index.js';
import type { PaymentRow, PaymentsService } from '../payments/index.js';
import { orderEmails, STATUS_WORDS } from './orders.emails.js';
import type { OrderRecord, OrderRow, OrdersRepository } from './orders.repository.js';

export const ORDER_TEXT = {
  notFound: /*i18n*/ { id: 'There is no order with this id.' },
  notYours: /*i18n*/ { id: 'You can only see your own orders.' },
  tooLate: /*i18n*/ { id: 'This order can no longer be canceled: orders can be canceled within 24 hours of ordering.' },
  notCancelable: (status: OrderStatus): Words => /*i18n*/ ({
    id: 'This order is {status} and can no longer be canceled.',
    values: { status: STATUS_WORDS[status] },
  }),
  badChange: (from: OrderStatus, to: OrderStatus): Words => /*i18n*/ ({
    id: 'An order that is {from} cannot become {to}.',
    values: { from: STATUS_WORDS[from], to: STATUS_WORDS[to] },
  }),
} as const;

/** Whether the shopper may still cancel: Pending or Processing, within 24 hours of ordering. */
const shopperMayCancel = (order: Pick<OrderRow, 'status' | 'createdAt'>, now: Date) =>
  canChange(order.status, 'Canceled') && now.getTime() - order.createdAt.getTime() < CANCEL_WINDOW_MS;

export interface OrdersDeps {
  repo: OrdersRepository;
  payments: PaymentsService;
  cart: CartService;
  mail: MailService;
  clock: Clock;
  publicUrl: string;
}

export function createOrdersService({ repo, payments, cart, mail, clock, publicUrl }: OrdersDeps) {
  const trackUrl = (id: string) => `${publicUrl}/track/${id}`;

  function toOrder({ order, items, history, reference }: OrderRecord): Order {
    return {
      orderId: order.id,
      userId: order.userId,
      orderDate: order.createdAt.toISOString(),
      totalPrice: koboToNaira(order.totalKobo),
      status: order.status,
      billingAddress: order.billingAddress,
      shippingAddress: order.shippingAddress,
      orderItems: items.map((i) => ({
        productId: i.productId,
        productName: i.productName,
        marketName: i.marketName,
        quantity: i.quantity,
        price: koboToNaira(i.unitPriceKobo),
      })),
      transactionReference: reference,
      canCancel: shopperMayCancel(order, clock.now()),
      history: history.map((h) => ({ status: h.status, at: h.at.toISOString(), by: h.actor })),
    };
  }

  async function orderOf(caller: Caller, id: string): Promise<Order> {
    const record = await repo.find(id, ownerScopeOf(caller));
    if (!record) throw new AppError('NOT_FOUND', ORDER_TEXT.notFound);
    return toOrder(record);
  }

  /**
   * One change of status, decided with the order locked so two changes at once cannot both pass
   * the check. A cancellation also asks for the refund in the same transaction; the refund itself
   * goes to the provider after the commit (and reconciliation retries it).
   */
  async function change(caller: Caller, id: string, to: OrderStatus, actor: 'admin' | 'shopper'): Promise<Order> {
    const now = clock.now();
    const { mailIds, refund } = await repo.transaction(async (q, tx) => {
      const order = await q.lock(id, ownerScopeOf(caller));
      if (!order) throw new AppError('NOT_FOUND', ORDER_TEXT.notFound);
      if (actor === 'shopper') {
        if (!canChange(order.status, 'Canceled'))
          throw new AppError('CONFLICT', ORDER_TEXT.notCancelable(order.status));
        if (!shopperMayCancel(order, now)) throw new AppError('CONFLICT', ORDER_TEXT.tooLate);
      } else if (!canChange(order.status, to)) {
        throw new AppError('CONFLICT', ORDER_TEXT.badChange(order.status, to));
      }
      await q.setStatus(order.id, to, { id: uuidv7(), actor, actorId: caller.id, at: now });
      const canceled = to === 'Canceled';
      if (canceled) await payments.requestRefundInTransaction(tx, order.paymentId);
      const language = await languageOfUser(tx, order.userId);
      const refunded = canceled ? order.totalKobo : undefined;
      const note = orderEmails.status(language, order.id, to, trackUrl(order.id), refunded);
      return { mailIds: [await mail.write(tx, order.email, note)], refund: canceled ? order.paymentId : undefined };
    });
    await mail.dispatch(mailIds);
    if (refund) await payments.queueRefund(refund);
    return orderOf(caller, id);
  }

  return {
    /**
     * The order of a verified payment, made from the payment's snapshot inside the payment's
     * transaction: the order, its lines, its first status, the bought items out of the cart and the
     * confirmation e-mail all commit together, or none do. A payment has at most one order.
     */
    async createInTransaction(tx: Db, paid: PaymentRow): Promise<string[]> {
      if (paid.snapshot.kind !== 'product') return [];
      const { items } = paid.snapshot;
      const now = clock.now();
      const order = await repo.within(tx).insert(
        {
          id: uuidv7(),
          userId: paid.userId,
          paymentId: paid.id,
          totalKobo: paid.amountKobo,
          status: 'Pending',
          billingAddress: paid.billingAddress ?? '',
          shippingAddress: paid.shippingAddress ?? '',
          createdAt: now,
          updatedAt: now,
        },
        items.map((i) => ({
          id: uuidv7(),
          productId: i.productId,
          productName: i.productName,
          marketName: i.marketName,
          quantity: i.quantity,
          unitPriceKobo: i.unitPriceKobo,
        })),
        { id: uuidv7(), actor: 'system' },
      );
      if (!order) return [];
      await cart.removeBoughtInTransaction(tx, paid.userId, items);
      const language = await languageOfUser(tx, paid.userId);
      const confirmation = orderEmails.confirmed(language, order.id, order.totalKobo, items, trackUrl(order.id));
      return [await mail.write(tx, paid.email, confirmation)];
    },

    orderIdOf: (paymentId: string) => repo.idOfPayment(paymentId),

    /** One order: the caller's own, or any for an admin; another shopper's → 404. */
    order: orderOf,

    /** A user's orders, newest first: the caller's own (an admin may read anyone's). */
    async ofUser(caller: Caller, userId: string): Promise<Order[]> {
      checkOwner(ownerScopeOf(caller), userId, () => new AppError('NOT_FOUND', ORDER_TEXT.notYours));
      return (await repo.ofUser(userId)).map(toOrder);
    },

    async track(caller: Caller, id: string): Promise<OrderTracking> {
      const { orderId, status } = await orderOf(caller, id);
      return { orderId, status };
    },

    /** The admin moves an order along its life cycle; other changes → 409. */
    setStatus: (caller: Caller, id: string, status: OrderStatus) => change(caller, id, status, 'admin'),

    /**
     * The shopper cancels their order (Pending or Processing, within 24 hours); the payment is
     * refunded. An admin may cancel any order the life cycle allows, and the history says it was the admin.
     */
    cancel: (caller: Caller, id: string) =>
      change(caller, id, 'Canceled', caller.role === 'admin' ? 'admin' : 'shopper'),

    /** Every order, newest first, for the admin. */
    async list(query: OrderQuery) {
      const { records, total } = await repo.list(query);
      return toPage(records.map(toOrder), { page: query.page, pageSize: query.pageSize, total });
    },

    /** The spec's "place order": the order the caller's verified payment made, or 402. */
    async place(caller: Caller, body: { userId?: string; reference?: string }): Promise<Order> {
      checkOwner(
        caller.id,
        body.userId,
        () => new AppError('FORBIDDEN', /*i18n*/ { id: 'You can only order for yourself.' }),
      );
      const paid = await payments.claim(caller, 'product', { reference: body.reference });
      const id = await repo.idOfPayment(paid.id);
      if (!id) throw new AppError('PAYMENT_REQUIRED', /*i18n*/ { id: 'Payment required' });
      return orderOf(caller, id);
    },
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
