import { useMutation } from '@tanstack/react-query';
import type { MessageSchema } from '../../../../contract/common';
import type { ContactMessage } from '../../../../contract/contact';
import { api, typed } from '../../../lib/api-client';

/** POST /api/contact */
const sendContactMessage = (body: ContactMessage) =>
  api('/api/contact', { method: 'POST', body, schema: typed<typeof MessageSchema>() });

export const useSendContactMessage = () => useMutation({ mutationFn: sendContactMessage });
