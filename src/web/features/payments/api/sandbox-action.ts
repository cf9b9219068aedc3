import { useMutation } from '@tanstack/react-query';
import type { SandboxRedirectSchema } from '../../../../contract/payments';
import type { SandboxAction } from '../../../../contract/payments';
import { api, typed } from '../../../lib/api-client';

/** POST /api/sandbox/checkout/{reference}/{action} (bearer, no body; its payer only): where the provider sends the browser next */
const sandboxAction = ({ reference, action }: { reference: string; action: SandboxAction }) =>
  api(`/api/sandbox/checkout/${encodeURIComponent(reference)}/${action}`, {
    method: 'POST',
    schema: typed<typeof SandboxRedirectSchema>(),
  });

export const useSandboxAction = () => useMutation({ mutationFn: sandboxAction });
