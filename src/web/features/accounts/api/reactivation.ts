import { useMutation } from '@tanstack/react-query';
import type { MessageSchema } from '../../../../contract/common';
import { api, typed } from '../../../lib/api-client';

/** GET /api/user/reactivation-email?email: a new confirmation link */
const requestReactivation = (email: string) =>
  api(`/api/user/reactivation-email?${new URLSearchParams({ email })}`, { schema: typed<typeof MessageSchema>() });

export const useReactivation = () => useMutation({ mutationFn: requestReactivation });
