import { type ReactNode, useEffect } from 'react';
import { Navigate } from 'react-router';
import { useSession } from '../lib/session';
import { toast } from '../lib/toast';

/** Shows the guard's message once, then sends the visitor to the dashboard. */
function Refuse({ message }: { message: string }) {
  useEffect(() => {
    toast.error(message, { duration: 5000 });
  }, [message]);
  return <Navigate to="/dashboard" replace />;
}

/** Logged-in guard (/market, /watchlist, /cart, /profile, /chart…). */
export function RequireUser({ children }: { children: ReactNode }) {
  const session = useSession();
  return session.signedIn ? children : <Refuse message="Please Login First!" />;
}

/** Admin guard (/add-market, /add-category, /add-product, /orders, /payments, /admin-signup). */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const session = useSession();
  return session.isAdmin ? children : <Refuse message="You don't have admin rights." />;
}
