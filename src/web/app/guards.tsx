import { useLingui } from '@lingui/react/macro';
import { type ReactNode, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useSession } from '../lib/session';
import { toast } from '../lib/toast';
import { loginPath, paths } from './paths';

/**
 * Shows the guard's message once, then opens `to`: both in one effect, in that order (with a
 * <Navigate> beside the toast's effect, the page could change before the toast was asked for).
 */
function Refuse({ message, to }: { message: string; to: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    toast.error(message, { duration: 5000, forNextPage: true });
    void navigate(to, { replace: true });
  }, [message, navigate, to]);
  return null;
}

/**
 * True when this screen was opened signed in and the session has ended since (logout, or expiry).
 * Whoever ended it decides where to go (logout → dashboard, expiry → login with one warning); the
 * guard stays quiet instead of telling a shopper who just logged out to log in.
 */
function useEndedHere(signedIn: boolean): boolean {
  const [openedSignedIn] = useState(signedIn);
  return openedSignedIn && !signedIn;
}

/** Logged-in guard (/market, /watchlist, /cart, /profile, /chart…): visitors log in, then come back. */
export function RequireUser({ children }: { children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  const ended = useEndedHere(session.signedIn);
  const { t } = useLingui();
  if (session.signedIn) return children;
  if (ended) return null;
  return <Refuse message={t`Please Login First!`} to={loginPath(location)} />;
}

/** Admin guard (/add-market, /add-category, /add-product, /orders, /payments, /admin-signup). */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  const ended = useEndedHere(session.signedIn);
  const { t } = useLingui();
  if (session.isAdmin) return children;
  if (ended) return null;
  // A visitor may be an admin who has not logged in yet; a signed-in shopper cannot become one.
  const to = session.signedIn ? paths.dashboard : loginPath(location, true);
  return <Refuse message={t`You don't have admin rights.`} to={to} />;
}

/** Moderators and admins (the moderation queue); anyone else is sent on as from an admin screen. */
export function RequireModerator({ children }: { children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  const ended = useEndedHere(session.signedIn);
  const { t } = useLingui();
  if (session.isAdmin || session.role === 'moderator') return children;
  if (ended) return null;
  const to = session.signedIn ? paths.dashboard : loginPath(location);
  return <Refuse message={t`Only moderators and admins can do this.`} to={to} />;
}
