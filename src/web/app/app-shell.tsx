import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useAddToCart } from '../features/cart/use-add-to-cart';
import { useCartCount } from '../features/cart/use-cart-count';
import { SourceNames } from '../features/sources/components/source-names';
import { NotificationsBell } from '../features/watchlist/components/notifications-bell';
import { AddToCartProvider } from './cart-actions';
import { Layout } from './layout';
import { paths } from './paths';

/**
 * The layout with what the features give it: the cart count, the notifications bell, logout, and
 * the cart's Add action and the price sources' names for every screen. The layout and components/ import no feature; this file
 * (like the route files) puts them together.
 */
export function AppShell() {
  const navigate = useNavigate();
  const cartCount = useCartCount();
  const addToCart = useAddToCart();

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
