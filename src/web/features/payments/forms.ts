import { z } from 'zod';
import { type InitiatePayment, InitiatePaymentSchema } from '../../../contract/payments';
import { PAYMENT_MESSAGES } from '../../../contract/payments.constants';

const field = InitiatePaymentSchema.shape;
const address = field.shippingAddress.unwrap();

/**
 * The payment form (spec §5) with the contract's rules and messages: amount at least 1, a valid
 * e-mail, a payment type, and for a product both addresses.
 */
export const PaymentForm = z
  .object({
    amount: field.amount,
    paymentType: field.paymentType,
    email: z.string().trim().pipe(field.email),
    shippingAddress: z.string(),
    billingAddress: z.string(),
  })
  .superRefine((form, ctx) => {
    if (form.paymentType !== 'product') return;
    // eslint-disable-next-line lingui/no-unlocalized-strings -- field names, not texts
    for (const key of ['shippingAddress', 'billingAddress'] as const) {
      if (!address.safeParse(form[key]).success)
        ctx.addIssue({ code: 'custom', path: [key], message: PAYMENT_MESSAGES.address });
    }
  });
export type PaymentFormInput = z.input<typeof PaymentForm>;
export type PaymentFormValues = z.output<typeof PaymentForm>;

/** What the form sends: addresses only for a product, the plan's id only for a subscription. */
export function toInitiatePayment(
  form: PaymentFormValues,
  { userId, subscriptionTypeId }: { userId: string | null; subscriptionTypeId: string | null },
): InitiatePayment {
  const product = form.paymentType === 'product';
  return {
    amount: form.amount,
    email: form.email,
    paymentType: form.paymentType,
    ...(userId && { userId }),
    ...(product && { shippingAddress: form.shippingAddress.trim(), billingAddress: form.billingAddress.trim() }),
    ...(!product && subscriptionTypeId && { subscriptionTypeId }),
  };
}

/** A number from the query (`?totalPrice=3371.67`); NaN when absent, so the form says what is missing. */
export function amountFrom(raw: string | null): number {
  return raw === null || raw.trim() === '' ? Number.NaN : Number(raw);
}
