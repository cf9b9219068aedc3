import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type EditProfileRequest, ProfileSavedSchema } from '../../../../contract/accounts';
import { api } from '../../../lib/api-client';
import { profileQuery } from './profile';

/** PUT /api/user/user-profile (bearer): the signed-in user's own profile */
export const editProfile = (body: EditProfileRequest) =>
  api('/api/user/user-profile', { method: 'PUT', body, schema: ProfileSavedSchema });

export function useEditProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: editProfile,
    onSuccess: (res) => client.setQueryData(profileQuery().queryKey, res.profile),
  });
}
