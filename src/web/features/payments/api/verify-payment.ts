import { useQuery } from '@tanstack/react-query';
import type { PaymentVerificationSchema } from '../../../../contract/payments';
import { api, typed } from '../../../lib/api-client';
import { paymentKeys } from '../payments.keys';

/** GET /api/payment/verify/{reference} (bearer): the server asks the provider; the page never decides */
const verifyPayment = (reference: string) =>
  api(`/api/payment/verify/${encodeURIComponent(reference)}`, { schema: typed<typeof PaymentVerificationSchema>() });

/** Asks again every `pollMs` while `poll` says so (a payment the provider has not confirmed yet). */
export const useVerifyPayment = (reference: string | null, pollMs: number | false) =>
  useQuery({
    queryKey: paymentKeys.verify(reference ?? ''),
    queryFn: () => verifyPayment(reference ?? ''),
    enabled: !!reference,
    // Every visit asks afresh: a cached "pending" from earlier says nothing about now.
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? pollMs : false),
  });
