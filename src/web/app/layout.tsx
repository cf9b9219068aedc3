import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, t as translate } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useIsFetching } from '@tanstack/react-query';
import {
  memo,
  type ReactNode,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { Outlet, ScrollRestoration, useLocation, useMatches, useNavigate, useNavigation } from 'react-router';
import { BackToTop } from '../components/layout/back-to-top';
import { BottomNav } from '../components/layout/bottom-nav';
import { Drawer } from '../components/layout/drawer';
import { Footer } from '../components/layout/footer';
import { TopNav } from '../components/layout/top-nav';
import { setSessionExpiredHandler } from '../lib/api-client';
import { pageChanged, setToastNavigator, toast } from '../lib/toast';
import { AfterShell } from './first-draw';
import { loginPath } from './paths';

export interface RouteHandle {
  /** A message on the screens already in the catalogues (docs/languages.md); English text on the others. */
  title: string | MessageDescriptor;
  /** The page's meta description (search results, link previews). */
  description?: string | MessageDescriptor;
  /** The API paths of the GETs the screen makes first, from the address's parameters (`askEarly`). */
  early?: (params: Readonly<Record<string, string | undefined>>) => readonly string[];
}

const DEFAULT_TITLE = msg`Kasuwa — compare grocery prices near you`;
const DEFAULT_DESCRIPTION = msg`Kasuwa: find nearby markets in Nigeria, compare grocery prices and buy from the market you choose.`;

/** A screen's tab title: its name, then the app's. */
const titled = (name: string) => msg`${name} · Kasuwa`;

const text = (i18n: I18n, value: string | MessageDescriptor) => (typeof value === 'string' ? value : i18n._(value));

/** The tab title and meta description of a route's handle, in the active language (also used by the pre-render). */
export function documentTitle(i18n: I18n, handle: RouteHandle | undefined): { title: string; description: string } {
  return {
    title: handle ? i18n._(titled(text(i18n, handle.title))) : i18n._(DEFAULT_TITLE),
    description: handle?.description ? text(i18n, handle.description) : i18n._(DEFAULT_DESCRIPTION),
  };
}

/** Sets the tab title and meta description from the deepest route that names them. */
function useDocumentTitle() {
  const matches = useMatches();
  const { i18n } = useLingui();
  const handle = [...matches].reverse().find((m) => (m.handle as RouteHandle | undefined)?.title)?.handle as
    | RouteHandle
    | undefined;
  const { title, description } = documentTitle(i18n, handle);
  useEffect(() => {
    document.title = title;
    const meta = document.querySelector('meta[name="description"]');
    meta?.setAttribute('content', description);
  }, [title, description]);
}

/**
 * A thin bar at the top while a screen's code or data loads, so a tap on a slow connection is seen
 * to have worked. It shows only after a moment (CSS), so fast loads do not flicker.
 */
function LoadingBar() {
  const { t } = useLingui();
  const navigating = useNavigation().state !== 'idle';
  const fetching = useIsFetching() > 0;
  if (!navigating && !fetching) return null;
  return (
    <div
      role="progressbar"
      aria-label={t`Loading`}
      className="loading-bar fixed inset-x-0 top-0 z-[60] h-1 overflow-hidden bg-brand-100"
    >
      <div className="loading-bar-runner h-full w-1/3 bg-brand-700" />
    </div>
  );
}

/** Whether the browser says it is online, kept up to date. */
function useOnline(): boolean {
  return useSyncExternalStore(
    (changed) => {
      window.addEventListener('online', changed);
      window.addEventListener('offline', changed);
      return () => {
        window.removeEventListener('online', changed);
        window.removeEventListener('offline', changed);
      };
    },
    () => navigator.onLine,
    () => true,
  );
}

/**
 * Toasts belong to the page they were shown on: when the page changes, they go, except a message
 * shown for the new page (see `forNextPage`). A layout effect, so it runs before the new page's own
 * effects can show toasts of their own.
 */
function useToastsFollowPage() {
  const { pathname } = useLocation();
  const shownOn = useRef(pathname);
  useLayoutEffect(() => {
    if (shownOn.current === pathname) return;
    shownOn.current = pathname;
    pageChanged();
  }, [pathname]);
}

/**
 * The footer has no props: it is drawn again only for its own reasons (the language, the address,
 * its form), not each time the layout is, as when a signed-in shopper's cart count arrives.
 */
const PageFooter = memo(Footer);

/** What the features give the shell (app/app-shell.tsx): the layout itself imports no feature. */
export interface LayoutProps {
  /** How many items the signed-in shopper's cart holds (0 for a visitor). */
  cartCount: number;
  /** The top navigation's notifications bell. */
  bell: ReactNode;
  /** Ends the session, then goes home. */
  onLogout: () => void;
}

/** The app shell around every screen. */
export function Layout({ cartCount, bell, onLogout }: LayoutProps) {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const online = useOnline();
  const navigate = useNavigate();
  useDocumentTitle();
  useToastsFollowPage();

  useEffect(() => {
    setToastNavigator(navigate);
    return () => setToastNavigator(null);
  }, [navigate]);

  useEffect(() => {
    setSessionExpiredHandler(() => {
      toast.warning(translate`Session is expired, Please Login again`, { duration: 5000, forNextPage: true });
      navigate(loginPath(window.location));
    });
  }, [navigate]);
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);

  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        <Trans>Skip to content</Trans>
      </a>
      <LoadingBar />
      {!online && (
        <p role="status" className="bg-amber-100 px-4 py-2 text-center text-sm text-amber-900">
          <Trans>You are offline. Kasuwa shows what it saved; anything new needs a connection.</Trans>
        </p>
      )}
      <TopNav onOpenDrawer={() => setDrawerOpen(true)} onLogout={onLogout} cartCount={cartCount} bell={bell} />
      <Drawer open={drawerOpen} onClose={closeDrawer} onLogout={onLogout} />
      {/* At least a screen tall: the footer starts below the fold, so a page whose data or code
          arrives later grows downwards without moving anything the shopper sees (no layout shift). */}
      <main id="main" className="mx-auto min-h-svh w-full max-w-7xl flex-1 px-4 py-6 sm:py-8">
        <Outlet />
      </main>
      {/* Out of sight below the main area on the first draw over the server's shell: drawn a task later. */}
      <AfterShell meanwhile={null}>
        <PageFooter />
      </AfterShell>
      <BottomNav cartCount={cartCount} />
      <BackToTop />
      <ScrollRestoration />
    </div>
  );
}
