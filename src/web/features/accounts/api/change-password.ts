import { useMutation } from '@tanstack/react-query';
import type { TokenPairSchema } from '../../../../contract/accounts';
import type { ChangePasswordRequest } from '../../../../contract/accounts';
import { api, typed } from '../../../lib/api-client';
import { saveTokens } from '../../../lib/session';

/** PUT /api/user/change-password (bearer): ends every other login; this device keeps a new pair. */
const changePassword = async (body: ChangePasswordRequest) => {
  const pair = await api('/api/user/change-password', { method: 'PUT', body, schema: typed<typeof TokenPairSchema>() });
  saveTokens(pair);
  return pair;
};

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
