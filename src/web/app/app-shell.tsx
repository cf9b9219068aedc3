import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useAddToCart } from '../features/cart/use-add-to-cart';
import { CART_PATH } from '../features/cart/api/cart';
import { useCartCount } from '../features/cart/use-cart-count';
import { SourceNames } from '../features/sources/components/source-names';
import { UNREAD_COUNT_PATH } from '../features/watchlist/api/unread-count';
import { NotificationsBell } from '../features/watchlist/components/notifications-bell';
import { setLanguageChoiceHandler } from '../lib/i18n';
import { getSession } from '../lib/session';
import { AddToCartProvider } from './cart-actions';
import { Layout } from './layout';
import { paths } from './paths';

/**
 * What the shell asks for on every screen of a signed-in person (the cart's count, the bell's): asked
 * as the app starts (`askEarly`, main.tsx), beside the screen's own first GETs, rather than once the
 * first draw's effects have run.
 */
export const SIGNED_IN_SHELL_EARLY = [CART_PATH, UNREAD_COUNT_PATH] as const;

/**
 * The layout with what the features give it: the cart count, the notifications bell, logout, and
 * the cart's Add action and the price sources' names for every screen; a signed-in person's
 * choice of language saved on their account. The layout and components/ import no feature; this file
 * (like the route files) puts them together.
 */
export function AppShell() {
  const navigate = useNavigate();
  const cartCount = useCartCount();
  const addToCart = useAddToCart();
  const client = useQueryClient();

  // A signed-in person's choice of language is kept on their account too (their e-mails follow it);
  // the accounts API loads with the first choice.
  useEffect(() => {
    setLanguageChoiceHandler((locale) => {
      if (!getSession().signedIn) return;
      void import('../features/accounts/api/save-language')
        .then((m) => m.saveLanguage(client, locale))
        .catch(() => {
          // Kept on this device all the same; the account keeps its language until the next choice.
        });
    });
    return () => setLanguageChoiceHandler(() => {});
  }, [client]);

  // Loaded on first use: the accounts API (and its schemas) stays out of the shell's first download.
  const logout = useCallback(() => {
    void import('../features/accounts/api/logout').then((m) => m.logout()).then(() => navigate(paths.dashboard));
  }, [navigate]);

  return (
    <AddToCartProvider value={addToCart}>
      <SourceNames>
        <Layout cartCount={cartCount} bell={<NotificationsBell />} onLogout={logout} />
      </SourceNames>
    </AddToCartProvider>
  );
}
