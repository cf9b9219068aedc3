import { useQuery } from '@tanstack/react-query';
import { UserProfileSchema } from '../../../../contract/accounts';
import { api } from '../../../lib/api-client';
import { accountKeys } from '../accounts.keys';

/** GET /api/user/user-profile (bearer) */
const getProfile = () => api('/api/user/user-profile', { schema: UserProfileSchema });

export const useProfile = () => useQuery({ queryKey: accountKeys.profile(), queryFn: getProfile });
