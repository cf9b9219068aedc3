import { useMutation } from '@tanstack/react-query';
import type { NoContentSchema } from '../../../../contract/common';
import { api, typed } from '../../../lib/api-client';
import { clearSession, getAccessToken, getRefreshToken } from '../../../lib/session';

/** POST /api/user/logout (204, no body), then ends the session (and its cached answers) whatever the server said. */
export async function logout(): Promise<void> {
  try {
    if (getAccessToken()) {
      await api('/api/user/logout', {
        method: 'POST',
        body: { refreshToken: getRefreshToken() ?? undefined },
        schema: typed<typeof NoContentSchema>(),
      });
    }
  } catch {
    // Already expired or offline: the local session ends anyway.
  } finally {
    clearSession();
  }
}

export const useLogout = () => useMutation({ mutationFn: logout });
