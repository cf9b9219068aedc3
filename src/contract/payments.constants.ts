/**
 * The payments contract's plain values, without zod: what the web app reads on its screens, so that
 * importing one does not bring the schemas (decision record 020). `payments.ts` re-exports them.
 */
export const PAYMENT_MESSAGES = {
  amount: /*i18n*/ "Please enter the exact amount you're paying...",
  email: /*i18n*/ 'Please enter a valid email address.',
  address: /*i18n*/ 'Please enter an address of 5 to 300 characters.',
  initiateFailed: /*i18n*/ 'Failed to initiate payment. Please try again later.',
} as const;

/**
 * Where a payment stands. `success` and `flagged` are final; `pending`, `failed` and `abandoned`
 * can still turn into `success` if the provider reports the money arrived. `superseded`: the
 * shopper started a newer checkout of the same cart.
 */
export const PAYMENT_STATES = ['pending', 'success', 'failed', 'abandoned', 'flagged', 'superseded'] as const;

export const PAYMENT_TYPES = ['product', 'subscription'] as const;
