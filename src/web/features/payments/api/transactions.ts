import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PaymentTransactionPageSchema } from '../../../../contract/payments';
import { api, typed } from '../../../lib/api-client';
import { paymentKeys, type TransactionFilter } from '../payments.keys';

/** GET /api/payment/transactions?page&pageSize&status&paymentType (admin) */
const getTransactions = ({ page, pageSize, status, paymentType }: TransactionFilter) =>
  api(
    `/api/payment/transactions?${new URLSearchParams({
      page: String(page),
      pageSize: String(pageSize),
      ...(status && { status }),
      ...(paymentType && { paymentType }),
    })}`,
    { schema: typed<typeof PaymentTransactionPageSchema>() },
  );

/** One page of every payment; the page on screen stays while the next one loads. */
export const useTransactions = (filter: TransactionFilter) =>
  useQuery({
    queryKey: paymentKeys.transactionPage(filter),
    queryFn: () => getTransactions(filter),
    placeholderData: keepPreviousData,
  });
