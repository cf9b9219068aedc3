import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { onAccountChange } from '../lib/session';
import { Toasts } from '../lib/toast';
import { createQueryClient } from './query-client';

/** Query cache (emptied whenever the account changes) and the app-wide toasts (their container loads with the first). */
export function Providers({ children }: { children: ReactNode }) {
  const [client] = useState(createQueryClient);
  // Another account's answers (a profile, a cart) are never shown: the cache goes with the account.
  useEffect(() => onAccountChange(() => client.clear()), [client]);
  return (
    <QueryClientProvider client={client}>
      {children}
      <Toasts />
    </QueryClientProvider>
  );
}
