import { useQuery } from '@tanstack/react-query';
import type { UserProfileSchema } from '../../../../contract/accounts';
import { api, typed } from '../../../lib/api-client';
import { accountKeys } from '../accounts.keys';

/** GET /api/user/user-profile (bearer) */
const getProfile = () => api('/api/user/user-profile', { schema: typed<typeof UserProfileSchema>() });

export const useProfile = () => useQuery({ queryKey: accountKeys.profile(), queryFn: getProfile });
