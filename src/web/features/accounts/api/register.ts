import { useMutation } from '@tanstack/react-query';
import type { RegisterRequest } from '../../../../contract/accounts';
import type { MessageSchema } from '../../../../contract/common';
import { api, typed } from '../../../lib/api-client';

/** POST /api/user/register (isAdmin is honoured only for a signed-in admin) */
const register = (body: RegisterRequest) =>
  api('/api/user/register', { method: 'POST', body, schema: typed<typeof MessageSchema>() });

export const useRegister = () => useMutation({ mutationFn: register });
