import { useMutation } from '@tanstack/react-query';
import { type ChangePasswordRequest, TokenPairSchema } from '../../../../contract/accounts';
import { api } from '../../../lib/api-client';
import { saveTokens } from '../../../lib/session';

/** PUT /api/user/change-password (bearer): ends every other login; this device keeps a new pair. */
const changePassword = async (body: ChangePasswordRequest) => {
  const pair = await api('/api/user/change-password', { method: 'PUT', body, schema: TokenPairSchema });
  saveTokens(pair);
  return pair;
};

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
