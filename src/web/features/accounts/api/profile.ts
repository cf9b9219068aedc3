import { queryOptions, useQuery } from '@tanstack/react-query';
import { UserProfileSchema } from '../../../../contract/accounts';
import { api } from '../../../lib/api-client';

/** GET /api/user/user-profile (bearer) */
export const getProfile = () => api('/api/user/user-profile', { schema: UserProfileSchema });

export const profileQuery = () => queryOptions({ queryKey: ['accounts', 'profile'], queryFn: getProfile });

export const useProfile = () => useQuery(profileQuery());
