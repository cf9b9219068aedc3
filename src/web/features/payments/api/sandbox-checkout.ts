import { useQuery } from '@tanstack/react-query';
import type { SandboxCheckoutSchema } from '../../../../contract/payments';
import { api, typed } from '../../../lib/api-client';
import { paymentKeys } from '../payments.keys';

/** GET /api/sandbox/checkout/{reference} (bearer; its payer only, 404 to anyone else): what the sandbox's hosted page charges */
const getSandboxCheckout = (reference: string) =>
  api(`/api/sandbox/checkout/${encodeURIComponent(reference)}`, { schema: typed<typeof SandboxCheckoutSchema>() });

export const useSandboxCheckout = (reference: string) =>
  useQuery({ queryKey: paymentKeys.sandbox(reference), queryFn: () => getSandboxCheckout(reference), staleTime: 0 });
