import { useMutation } from '@tanstack/react-query';
import { MessageSchema } from '../../../../contract/common';
import type { ContactMessage } from '../../../../contract/contact';
import { api } from '../../../lib/api-client';

/** POST /api/contact */
const sendContactMessage = (body: ContactMessage) =>
  api('/api/contact', { method: 'POST', body, schema: MessageSchema });

export const useSendContactMessage = () => useMutation({ mutationFn: sendContactMessage });
