import type { TransactionQuery } from '../../../contract/payments';

/** A page of the payment transactions (admin), with optional filters. */
export type TransactionFilter = Pick<TransactionQuery, 'page' | 'pageSize' | 'status' | 'paymentType'>;

/** The payments feature's cached answers; every key starts with `all`. */
export const paymentKeys = {
  all: ['payments'] as const,
  sandbox: (reference: string) => [...paymentKeys.all, 'sandbox', reference] as const,
  /** Every page of the payment transactions (admin). */
  transactions: () => [...paymentKeys.all, 'transactions'] as const,
  transactionPage: (filter: TransactionFilter) => [...paymentKeys.transactions(), filter] as const,
  verify: (reference: string) => [...paymentKeys.all, 'verify', reference] as const,
};

/** Whether a cached answer is one of the payments feature's. */
export const isPaymentKey = (key: readonly unknown[]) => key[0] === paymentKeys.all[0];
