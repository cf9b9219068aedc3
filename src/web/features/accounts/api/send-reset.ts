import { useMutation } from '@tanstack/react-query';
import type { MessageSchema } from '../../../../contract/common';
import { api, typed } from '../../../lib/api-client';

/** POST /api/User/send-reset-email/{email} with an empty body */
const sendResetEmail = (email: string) =>
  api(`/api/User/send-reset-email/${encodeURIComponent(email)}`, {
    method: 'POST',
    schema: typed<typeof MessageSchema>(),
  });

export const useSendResetEmail = () => useMutation({ mutationFn: sendResetEmail });
