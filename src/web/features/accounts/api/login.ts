import { useMutation } from '@tanstack/react-query';
import { type LoginRequest, TokenPairSchema } from '../../../../contract/accounts';
import { api } from '../../../lib/api-client';

/** POST /api/user/authenticate */
const login = (body: LoginRequest) => api('/api/user/authenticate', { method: 'POST', body, schema: TokenPairSchema });

export const useLogin = () => useMutation({ mutationFn: login });
