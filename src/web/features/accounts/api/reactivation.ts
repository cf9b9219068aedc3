import { useMutation } from '@tanstack/react-query';
import { MessageSchema } from '../../../../contract/common';
import { api } from '../../../lib/api-client';

/** GET /api/user/reactivation-email?email: a new confirmation link */
const requestReactivation = (email: string) =>
  api(`/api/user/reactivation-email?${new URLSearchParams({ email })}`, { schema: MessageSchema });

export const useReactivation = () => useMutation({ mutationFn: requestReactivation });
