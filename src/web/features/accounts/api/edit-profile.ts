import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProfileSavedSchema } from '../../../../contract/accounts';
import type { EditProfileRequest } from '../../../../contract/accounts';
import { api, typed } from '../../../lib/api-client';
import { accountKeys } from '../accounts.keys';

/** PUT /api/user/user-profile (bearer): the signed-in user's own profile */
const editProfile = (body: EditProfileRequest) =>
  api('/api/user/user-profile', { method: 'PUT', body, schema: typed<typeof ProfileSavedSchema>() });

export function useEditProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: editProfile,
    onSuccess: (res) => client.setQueryData(accountKeys.profile(), res.profile),
  });
}
