import { useCallback, useEffect, useState } from 'react';
import { Outlet, ScrollRestoration, useMatches, useNavigate } from 'react-router';
import { BackToTop } from '../components/layout/back-to-top';
import { BottomNav } from '../components/layout/bottom-nav';
import { Drawer } from '../components/layout/drawer';
import { Footer } from '../components/layout/footer';
import { TopNav } from '../components/layout/top-nav';
import { setSessionExpiredHandler } from '../lib/api-client';
import { toast } from '../lib/toast';

export interface RouteHandle {
  title: string;
}

/** Sets the tab title from the deepest route that names one. */
function useDocumentTitle() {
  const matches = useMatches();
  const title = [...matches].reverse().find((m) => (m.handle as RouteHandle | undefined)?.title)?.handle as
    | RouteHandle
    | undefined;
  useEffect(() => {
    document.title = title ? `${title.title} · Kasuwa` : 'Kasuwa — compare grocery prices near you';
  }, [title]);
}

/** The app shell around every screen. */
export function Layout() {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const navigate = useNavigate();
  useDocumentTitle();

  // Loaded on first use: the accounts API (and its schemas) stays out of the shell's first download.
  const logout = useCallback(() => {
    void import('../features/accounts/api/logout').then((m) => m.logout()).then(() => navigate('/dashboard'));
  }, [navigate]);

  useEffect(() => {
    setSessionExpiredHandler(() => {
      toast.warning('Session is expired, Please Login again', { duration: 5000 });
      navigate('/login');
    });
  }, [navigate]);
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);

  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        Skip to content
      </a>
      <TopNav onOpenDrawer={() => setDrawerOpen(true)} onLogout={logout} />
      <Drawer open={drawerOpen} onClose={closeDrawer} onLogout={logout} />
      <main id="main" className="mx-auto w-full max-w-7xl flex-1 px-4 py-6 sm:py-8">
        <Outlet />
      </main>
      <Footer />
      <BottomNav />
      <BackToTop />
      <ScrollRestoration />
    </div>
  );
}
