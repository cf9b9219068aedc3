import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { i18n } from '../lib/i18n';
import { onAccountChange } from '../lib/session';
import { Toasts } from '../lib/toast';
import { createQueryClient } from './query-client';

/**
 * The messages in the active language (lib/i18n.ts), the query cache (emptied whenever the account
 * changes, read again whenever the language does) and the app-wide toasts (their container loads
 * with the first).
 */
export function Providers({ children }: { children: ReactNode }) {
  const [client] = useState(createQueryClient);
  // Another account's answers (a profile, a cart) are never shown: the cache goes with the account.
  useEffect(() => onAccountChange(() => client.clear()), [client]);
  // Answers are worded in the request's language (items' names): a new language reads them again.
  useEffect(() => i18n.on('change', () => void client.invalidateQueries()), [client]);
  return (
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        {children}
        <Toasts />
      </QueryClientProvider>
    </I18nProvider>
  );
}
