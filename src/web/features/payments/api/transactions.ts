import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { PaymentTransactionPageSchema, type TransactionQuery } from '../../../../contract/payments';
import { api } from '../../../lib/api-client';

export type TransactionFilter = Pick<TransactionQuery, 'page' | 'pageSize' | 'status' | 'paymentType'>;

/** GET /api/payment/transactions?page&pageSize&status&paymentType (admin) */
export const getTransactions = ({ page, pageSize, status, paymentType }: TransactionFilter) =>
  api(
    `/api/payment/transactions?${new URLSearchParams({
      page: String(page),
      pageSize: String(pageSize),
      ...(status && { status }),
      ...(paymentType && { paymentType }),
    })}`,
    { schema: PaymentTransactionPageSchema },
  );

export const transactionsQuery = (filter: TransactionFilter) =>
  queryOptions({ queryKey: ['payments', 'transactions', filter], queryFn: () => getTransactions(filter) });

/** One page of every payment; the page on screen stays while the next one loads. */
export const useTransactions = (filter: TransactionFilter) =>
  useQuery({ ...transactionsQuery(filter), placeholderData: keepPreviousData });
