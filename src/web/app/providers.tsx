import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { ToastContainer } from 'react-toastify/unstyled';
import { onAccountChange } from '../lib/session';
import { DEFAULT_TOAST_MS } from '../lib/toast';
import { createQueryClient } from './query-client';

/** Query cache (emptied whenever the account changes) and the app-wide toast container (top right, 4 s, held on hover, tap to close). */
export function Providers({ children }: { children: ReactNode }) {
  const [client] = useState(createQueryClient);
  // Another account's answers (a profile, a cart) are never shown: the cache goes with the account.
  useEffect(() => onAccountChange(() => client.clear()), [client]);
  return (
    <QueryClientProvider client={client}>
      {children}
      <ToastContainer
        position="top-right"
        autoClose={DEFAULT_TOAST_MS}
        pauseOnHover
        closeOnClick
        newestOnTop
        limit={5}
        // A focus change would restart a toast held open by the pointer; hover alone decides.
        pauseOnFocusLoss={false}
      />
    </QueryClientProvider>
  );
}
