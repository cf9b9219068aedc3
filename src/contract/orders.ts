import { z } from 'zod';
import { IdSchema, pageOf, PageQuerySchema } from './common.js';
import { NEXT_STATUSES, ORDER_STATUSES, type OrderStatus } from './orders.constants.js';
export { ORDER_STATUSES, type OrderStatus } from './orders.constants.js';

const OrderStatusSchema = z.enum(ORDER_STATUSES, {
  message: /*i18n*/ 'Status must be Pending, Processing, Shipped, Delivered or Canceled.',
});

export const canChange = (from: OrderStatus, to: OrderStatus) => NEXT_STATUSES[from].includes(to);

/** How long after ordering a shopper may still cancel (spec §9: cancellation after 1 day). */
export const CANCEL_WINDOW_MS = 24 * 60 * 60 * 1000;

const OrderItemSchema = z.object({
  productId: IdSchema,
  productName: z.string(),
  marketName: z.string(),
  quantity: z.number().int(),
  /** The unit price paid, naira. */
  price: z.number(),
});
export type OrderItem = z.infer<typeof OrderItemSchema>;

const OrderStatusChangeSchema = z.object({
  status: OrderStatusSchema,
  at: z.iso.datetime(),
  by: z.enum(['system', 'admin', 'shopper']),
});

/** An order (spec §3) with what the screens show besides: who, its payment, its history. */
export const OrderSchema = z.object({
  orderId: IdSchema,
  userId: IdSchema,
  orderDate: z.iso.datetime(),
  totalPrice: z.number(),
  status: OrderStatusSchema,
  billingAddress: z.string(),
  shippingAddress: z.string(),
  orderItems: z.array(OrderItemSchema),
  transactionReference: z.string(),
  /** The shopper may cancel it now (Pending or Processing, within 24 hours). */
  canCancel: z.boolean(),
  history: z.array(OrderStatusChangeSchema),
});
export type Order = z.infer<typeof OrderSchema>;
export const OrderListSchema = z.array(OrderSchema);
export const OrderPageSchema = pageOf(OrderSchema);

export const OrderTrackingSchema = z.object({ orderId: IdSchema, status: OrderStatusSchema });
export type OrderTracking = z.infer<typeof OrderTrackingSchema>;

/** `PUT /api/Order/{id}` with an order body: only its status is read; other fields are ignored. */
export const UpdateOrderSchema = z.looseObject({ status: OrderStatusSchema });
export type UpdateOrder = z.infer<typeof UpdateOrderSchema>;

export const OrderQuerySchema = PageQuerySchema.extend({ status: OrderStatusSchema.optional() });
export type OrderQuery = z.infer<typeof OrderQuerySchema>;

/** `POST /api/Order/place`: the spec sends `{ userId }`; a `reference` names the payment. */
export const PlaceOrderSchema = z.object({
  userId: IdSchema.optional(),
  reference: z.string().max(100).optional(),
});
