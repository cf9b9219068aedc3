import { useMutation } from '@tanstack/react-query';
import type { ResetPasswordRequest } from '../../../../contract/accounts';
import type { MessageSchema } from '../../../../contract/common';
import { api, typed } from '../../../lib/api-client';

/** POST /api/User/reset-password */
const resetPassword = (body: ResetPasswordRequest) =>
  api('/api/User/reset-password', { method: 'POST', body, schema: typed<typeof MessageSchema>() });

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
