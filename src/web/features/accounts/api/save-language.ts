import type { QueryClient } from '@tanstack/react-query';
import type { ProfileSavedSchema, UserProfileSchema } from '../../../../contract/accounts';
import type { Locale } from '../../../../contract/languages';
import { api, typed } from '../../../lib/api-client';
import { accountKeys } from '../accounts.keys';

/**
 * Keeps a signed-in person's choice of language on their account (its e-mails follow it): the
 * profile as it is (GET /api/user/user-profile, or the cached one), then PUT with its names and the
 * new language. Loaded on a choice, not in the first download.
 */
export async function saveLanguage(client: QueryClient, language: Locale): Promise<void> {
  const me = await client.fetchQuery({
    queryKey: accountKeys.profile(),
    queryFn: () => api('/api/user/user-profile', { schema: typed<typeof UserProfileSchema>() }),
  });
  if (me.language === language) return;
  const saved = await api('/api/user/user-profile', {
    method: 'PUT',
    body: { firstName: me.firstName, lastName: me.lastName, userName: me.userName, language },
    schema: typed<typeof ProfileSavedSchema>(),
  });
  client.setQueryData(accountKeys.profile(), saved.profile);
}
