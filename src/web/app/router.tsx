import type { ReactNode } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { Spinner } from '../components/ui';
import { RequireAdmin, RequireUser } from './guards';
import { Layout } from './layout';
import { ComingSoon } from './routes/coming-soon';
import { DashboardPage } from './routes/dashboard';
import { NotFoundPage } from './routes/not-found';

type Guard = 'user' | 'admin';

/** Who may open a screen (spec §6): signed-in users, or admins. */
const GUARDS: Record<string, Guard> = {
  market: 'user',
  watchlist: 'user',
  cart: 'user',
  profile: 'user',
  chart: 'user',
  'edit-profile': 'user',
  'add-market': 'admin',
  'add-category': 'admin',
  'add-product': 'admin',
  orders: 'admin',
  payments: 'admin',
  'admin-signup': 'admin',
};

function guarded(path: string, element: ReactNode): ReactNode {
  const guard = GUARDS[path];
  if (guard === 'admin') return <RequireAdmin>{element}</RequireAdmin>;
  if (guard === 'user') return <RequireUser>{element}</RequireUser>;
  return element;
}

/** A page module loaded on first visit, behind its guard. */
function page(path: string, title: string, load: () => Promise<() => ReactNode>): RouteObject {
  return {
    path,
    handle: { title },
    lazy: async () => {
      const Screen = await load();
      return { element: guarded(path, <Screen />) };
    },
  };
}

/** Screens that later releases build; each route already resolves to a "coming soon" panel. */
const UPCOMING: Array<{ path: string; title: string; summary: string }> = [
  { path: 'market', title: 'Nearby markets', summary: 'Markets near you, with travel times.' },
  { path: 'market/:id', title: 'Market details', summary: 'A market, its address and opening hours.' },
  { path: 'product-categories/:id', title: 'Product categories', summary: "The categories of a market's products." },
  {
    path: 'products/:marketId/category/:categoryId',
    title: 'Products',
    summary: 'Products in a category of a market.',
  },
  {
    path: 'products/:productId',
    title: 'Product details',
    summary: 'A product, its price and its watchlist threshold.',
  },
  { path: 'watchlist', title: 'My Watchlist', summary: 'Products you watch, with your threshold prices.' },
  { path: 'add-market', title: 'Add market', summary: 'Admins add markets here.' },
  { path: 'add-category', title: 'Add category', summary: 'Admins add categories here.' },
  { path: 'add-product', title: 'Add product', summary: 'Admins add products here.' },
  { path: 'price-comparison/:cartId', title: 'Price comparison', summary: 'What your cart costs at each market.' },
  { path: 'price-analysis', title: 'Price analysis', summary: 'How prices move over time.' },
  { path: 'cart', title: 'Cart', summary: 'The products you are about to buy.' },
  { path: 'search', title: 'Search', summary: 'Markets and products matching your search.' },
  { path: 'search-results', title: 'Search results', summary: 'Markets and products matching your search.' },
  { path: 'orders', title: 'All orders', summary: 'Every order, for admins.' },
  { path: 'order/:orderId', title: 'Order details', summary: 'One order and its items.' },
  { path: 'user-orders', title: 'My Orders', summary: 'Your orders and their status.' },
  { path: 'track/:orderId', title: 'Order tracking', summary: 'Where your order is.' },
  { path: 'order-tracking/:orderId?', title: 'Order tracking', summary: 'Where your order is.' },
  { path: 'featured', title: 'Featured products', summary: "Markets' featured products." },
  { path: 'payment-form', title: 'Payment', summary: 'Pay by card.' },
  { path: 'payment-success', title: 'Payment successful', summary: 'Your payment went through.' },
  { path: 'payments', title: 'Payment transactions', summary: 'Every payment, for admins.' },
  { path: 'chart', title: 'Price chart', summary: 'Price history charts for subscribers.' },
  { path: 'subscription', title: 'Subscription plans', summary: 'Plans that unlock price-history charts.' },
  { path: 'checkpayment', title: 'Subscription payment', summary: 'Pay for a subscription.' },
  { path: 'admin', title: 'Admin', summary: 'Tools for Kasuwa admins.' },
];

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <Layout />,
    hydrateFallbackElement: <Spinner />,
    children: [
      { index: true, element: <Navigate to="/dashboard" replace /> },
      { path: 'dashboard', element: <DashboardPage />, handle: { title: 'Home' } },
      // Pages beyond the landing screen load on first visit, keeping the shell's first download small.
      page('about', 'About', () => import('./routes/about').then((m) => m.AboutPage)),
      page('faq', 'FAQ', () => import('./routes/faq').then((m) => m.FaqPage)),
      page('contact', 'Contact', () => import('./routes/contact').then((m) => m.ContactPage)),
      page('side-menu', 'Menu', () => import('./routes/side-menu').then((m) => m.SideMenuPage)),
      page('login', 'Log in', () => import('./routes/accounts').then((m) => m.LoginPage)),
      page('signup', 'Sign up', () => import('./routes/accounts').then((m) => m.SignUpPage)),
      page('admin-login', 'Admin login', () => import('./routes/accounts').then((m) => m.AdminLoginPage)),
      page('admin-signup', 'Admin sign-up', () => import('./routes/accounts').then((m) => m.AdminSignUpPage)),
      page('reset', 'Reset password', () => import('./routes/reset').then((m) => m.ResetPage)),
      page('confirm-email', 'Confirm e-mail', () => import('./routes/confirm-email').then((m) => m.ConfirmEmailPage)),
      page('reactivate', 'Reactivate', () => import('./routes/reactivate').then((m) => m.ReactivatePage)),
      page('profile', 'Profile', () => import('./routes/profile').then((m) => m.ProfilePage)),
      page('edit-profile', 'Edit profile', () => import('./routes/edit-profile').then((m) => m.EditProfilePage)),
      ...UPCOMING.map(({ path, title, summary }) => ({
        path,
        element: guarded(path, <ComingSoon title={title} summary={summary} />),
        handle: { title },
      })),
      { path: 'not-found', element: <NotFoundPage />, handle: { title: 'Not found' } },
      { path: '*', element: <Navigate to="/not-found" replace /> },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
