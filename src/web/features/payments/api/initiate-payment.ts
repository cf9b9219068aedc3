import { useMutation } from '@tanstack/react-query';
import { type InitiatePayment, PaymentInitiatedSchema } from '../../../../contract/payments';
import { api } from '../../../lib/api-client';

/** POST /api/payment/initiate (bearer): the provider's page to send the browser to */
const initiatePayment = (body: InitiatePayment) =>
  api('/api/payment/initiate', { method: 'POST', body, schema: PaymentInitiatedSchema });

export const useInitiatePayment = () => useMutation({ mutationFn: initiatePayment });
