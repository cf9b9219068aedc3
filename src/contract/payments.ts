import { z } from 'zod';
import { IdSchema, pageOf, PageQuerySchema } from './common.js';
import { EmailSchema } from './contact.js';
import { PAYMENT_MESSAGES, PAYMENT_STATES, PAYMENT_TYPES } from './payments.constants.js';
export { PAYMENT_MESSAGES } from './payments.constants.js';

export const PaymentTypeSchema = z.enum(PAYMENT_TYPES, {
  message: /*i18n*/ 'Payment type must be product or subscription.',
});
export type PaymentType = z.infer<typeof PaymentTypeSchema>;

export const PaymentStateSchema = z.enum(PAYMENT_STATES);

const AddressSchema = z
  .string({ message: PAYMENT_MESSAGES.address })
  .trim()
  .min(5, { message: PAYMENT_MESSAGES.address })
  .max(300, { message: PAYMENT_MESSAGES.address });

/**
 * `POST /api/payment/initiate`: the spec's payload. `amount` is what the shopper saw; the server
 * decides what is charged (the cart's total, or the plan's price) and refuses a different amount.
 * Addresses are required for a product payment. `subscriptionTypeId` names the plan; without it the
 * plan whose price equals `amount` is meant (the spec's way).
 */
export const InitiatePaymentSchema = z
  .object({
    amount: z.number({ message: PAYMENT_MESSAGES.amount }).min(1, { message: PAYMENT_MESSAGES.amount }).max(1e9),
    email: EmailSchema,
    paymentType: PaymentTypeSchema,
    userId: IdSchema.optional(),
    billingAddress: AddressSchema.optional(),
    shippingAddress: AddressSchema.optional(),
    subscriptionTypeId: IdSchema.optional(),
  })
  .superRefine((body, ctx) => {
    if (body.paymentType !== 'product') return;
    for (const key of ['billingAddress', 'shippingAddress'] as const) {
      if (!body[key]) ctx.addIssue({ code: 'custom', path: [key], message: PAYMENT_MESSAGES.address });
    }
  });
export type InitiatePayment = z.infer<typeof InitiatePaymentSchema>;

/** The spec's answer shape: the browser goes to `data.authorization_url`. */
export const PaymentInitiatedSchema = z.object({
  data: z.object({ authorization_url: z.string(), reference: z.string() }),
});
export type PaymentInitiated = z.infer<typeof PaymentInitiatedSchema>;

export const ReferenceSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{6,64}$/, { message: /*i18n*/ 'A payment reference is 6 to 64 letters, digits, - or _.' });

/** What a verification found: the payment's state and what it created. */
export const PaymentVerificationSchema = z.object({
  reference: z.string(),
  status: PaymentStateSchema,
  paymentType: PaymentTypeSchema,
  amount: z.number(),
  message: z.string(),
  /** The money is going back (an order canceled, or a replaced checkout that was paid all the same). */
  refunding: z.boolean(),
  orderId: IdSchema.nullable(),
  subscriptionEndsAt: z.iso.datetime().nullable(),
});
export type PaymentVerification = z.infer<typeof PaymentVerificationSchema>;

/** A payment transaction as the admin's table shows it (spec §3); `status` true means success. */
const PaymentTransactionSchema = z.object({
  id: IdSchema,
  userId: IdSchema,
  email: z.string(),
  amount: z.number(),
  transactionReference: z.string(),
  status: z.boolean(),
  state: PaymentStateSchema,
  flagReason: z.string().nullable(),
  createdAt: z.iso.datetime(),
  paidAt: z.iso.datetime().nullable(),
  paymentType: PaymentTypeSchema,
  billingAddress: z.string().nullable(),
  shippingAddress: z.string().nullable(),
  refundedAmount: z.number().nullable(),
});
export type PaymentTransaction = z.infer<typeof PaymentTransactionSchema>;
export const PaymentTransactionPageSchema = pageOf(PaymentTransactionSchema);

export const TransactionQuerySchema = PageQuerySchema.extend({
  status: PaymentStateSchema.optional(),
  paymentType: PaymentTypeSchema.optional(),
});
export type TransactionQuery = z.infer<typeof TransactionQuerySchema>;

/** The sandbox provider's hosted checkout page: what is being paid. */
export const SandboxCheckoutSchema = z.object({
  reference: z.string(),
  amount: z.number(),
  email: z.string(),
  status: z.enum(['pending', 'success', 'failed', 'abandoned']),
});
export type SandboxCheckout = z.infer<typeof SandboxCheckoutSchema>;

const SANDBOX_ACTIONS = ['pay', 'decline', 'cancel'] as const;
export const SandboxActionSchema = z.enum(SANDBOX_ACTIONS);
export type SandboxAction = z.infer<typeof SandboxActionSchema>;

/** Where the sandbox sends the browser after Pay, Decline or Cancel (our callback, as Paystack does). */
export const SandboxRedirectSchema = z.object({ redirectUrl: z.string() });
