import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { ToastContainer } from 'react-toastify/unstyled';
import { isWorthRetrying } from '../lib/api-client';
import { onAccountChange } from '../lib/session';
import { DEFAULT_TOAST_MS } from '../lib/toast';

/** Query cache (emptied whenever the account changes) and the app-wide toast container (top right, 4 s, held on hover, tap to close). */
export function Providers({ children }: { children: ReactNode }) {
  const [client] = useState(
    () =>
      new QueryClient({
        defaultOptions: {
          queries: {
            staleTime: 30_000,
            retry: (failures, error) => failures < 1 && isWorthRetrying(error),
            refetchOnWindowFocus: false,
          },
        },
      }),
  );
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
