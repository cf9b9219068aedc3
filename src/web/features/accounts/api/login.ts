import { useMutation } from '@tanstack/react-query';
import type { TokenPairSchema } from '../../../../contract/accounts';
import type { LoginRequest } from '../../../../contract/accounts';
import { api, typed } from '../../../lib/api-client';

/** POST /api/user/authenticate */
const login = (body: LoginRequest) =>
  api('/api/user/authenticate', { method: 'POST', body, schema: typed<typeof TokenPairSchema>() });

export const useLogin = () => useMutation({ mutationFn: login });
