import { useMutation } from '@tanstack/react-query';
import type { PaymentInitiatedSchema } from '../../../../contract/payments';
import type { InitiatePayment } from '../../../../contract/payments';
import { api, typed } from '../../../lib/api-client';

/** POST /api/payment/initiate (bearer): the provider's page to send the browser to */
const initiatePayment = (body: InitiatePayment) =>
  api('/api/payment/initiate', { method: 'POST', body, schema: typed<typeof PaymentInitiatedSchema>() });

export const useInitiatePayment = () => useMutation({ mutationFn: initiatePayment });
