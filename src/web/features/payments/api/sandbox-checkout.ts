import { queryOptions, useQuery } from '@tanstack/react-query';
import { SandboxCheckoutSchema } from '../../../../contract/payments';
import { api } from '../../../lib/api-client';

/** GET /api/sandbox/checkout/{reference} (bearer; its payer only, 404 to anyone else): what the sandbox's hosted page charges */
export const getSandboxCheckout = (reference: string) =>
  api(`/api/sandbox/checkout/${encodeURIComponent(reference)}`, { schema: SandboxCheckoutSchema });

export const sandboxCheckoutQuery = (reference: string) =>
  queryOptions({ queryKey: ['payments', 'sandbox', reference], queryFn: () => getSandboxCheckout(reference) });

export const useSandboxCheckout = (reference: string) => useQuery({ ...sandboxCheckoutQuery(reference), staleTime: 0 });
