import type { MessageSchema } from '../../../../contract/common';
import { api, typed } from '../../../lib/api-client';

/** POST /api/user/confirm-email?email&token */
export const confirmEmail = (email: string, token: string) =>
  api(`/api/user/confirm-email?${new URLSearchParams({ email, token })}`, {
    method: 'POST',
    schema: typed<typeof MessageSchema>(),
  });
