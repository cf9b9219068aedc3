import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { Spinner } from '../components/ui';
import { Layout } from './layout';
import { ComingSoon } from './routes/coming-soon';
import { DashboardPage } from './routes/dashboard';
import { NotFoundPage } from './routes/not-found';

/** Screens that later releases build; each route already resolves to a "coming soon" panel. */
const UPCOMING: Array<{ path: string; title: string; summary: string }> = [
  { path: 'login', title: 'Log in', summary: 'Sign in with your username or e-mail address.' },
  { path: 'signup', title: 'Sign up', summary: 'Create a Kasuwa account.' },
  { path: 'market', title: 'Nearby markets', summary: 'Markets near you, with travel times.' },
  { path: 'market/:id', title: 'Market details', summary: 'A market, its address and opening hours.' },
  { path: 'product-categories/:id', title: 'Product categories', summary: "The categories of a market's products." },
  { path: 'products/:marketId/category/:categoryId', title: 'Products', summary: 'Products in a category of a market.' },
  { path: 'products/:productId', title: 'Product details', summary: 'A product, its price and its watchlist threshold.' },
  { path: 'watchlist', title: 'My Watchlist', summary: 'Products you watch, with your threshold prices.' },
  { path: 'add-market', title: 'Add market', summary: 'Admins add markets here.' },
  { path: 'add-category', title: 'Add category', summary: 'Admins add categories here.' },
  { path: 'add-product', title: 'Add product', summary: 'Admins add products here.' },
  { path: 'price-comparison/:cartId', title: 'Price comparison', summary: 'What your cart costs at each market.' },
  { path: 'price-analysis', title: 'Price analysis', summary: 'How prices move over time.' },
  { path: 'cart', title: 'Cart', summary: 'The products you are about to buy.' },
  { path: 'search', title: 'Search', summary: 'Markets and products matching your search.' },
  { path: 'search-results', title: 'Search results', summary: 'Markets and products matching your search.' },
  { path: 'profile', title: 'Profile', summary: 'Your account details.' },
  { path: 'edit-profile', title: 'Edit profile', summary: 'Change your name and username.' },
  { path: 'orders', title: 'All orders', summary: 'Every order, for admins.' },
  { path: 'order/:orderId', title: 'Order details', summary: 'One order and its items.' },
  { path: 'user-orders', title: 'My Orders', summary: 'Your orders and their status.' },
  { path: 'track/:orderId', title: 'Order tracking', summary: 'Where your order is.' },
  { path: 'order-tracking/:orderId?', title: 'Order tracking', summary: 'Where your order is.' },
  { path: 'featured', title: 'Featured products', summary: "Markets' featured products." },
  { path: 'confirm-email', title: 'Confirm e-mail', summary: 'Confirm your e-mail address.' },
  { path: 'reactivate', title: 'Reactivate', summary: 'Get a new confirmation e-mail.' },
  { path: 'reset', title: 'Reset password', summary: 'Choose a new password.' },
  { path: 'payment-form', title: 'Payment', summary: 'Pay by card.' },
  { path: 'payment-success', title: 'Payment successful', summary: 'Your payment went through.' },
  { path: 'payments', title: 'Payment transactions', summary: 'Every payment, for admins.' },
  { path: 'chart', title: 'Price chart', summary: 'Price history charts for subscribers.' },
  { path: 'subscription', title: 'Subscription plans', summary: 'Plans that unlock price-history charts.' },
  { path: 'checkpayment', title: 'Subscription payment', summary: 'Pay for a subscription.' },
  { path: 'admin', title: 'Admin', summary: 'Tools for Kasuwa admins.' },
  { path: 'admin-signup', title: 'Admin sign-up', summary: 'Admins create admin accounts here.' },
  { path: 'admin-login', title: 'Admin login', summary: 'Sign in as an admin.' },
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
      { path: 'about', lazy: () => import('./routes/about').then((m) => ({ Component: m.AboutPage })), handle: { title: 'About' } },
      { path: 'faq', lazy: () => import('./routes/faq').then((m) => ({ Component: m.FaqPage })), handle: { title: 'FAQ' } },
      { path: 'contact', lazy: () => import('./routes/contact').then((m) => ({ Component: m.ContactPage })), handle: { title: 'Contact' } },
      { path: 'side-menu', lazy: () => import('./routes/side-menu').then((m) => ({ Component: m.SideMenuPage })), handle: { title: 'Menu' } },
      ...UPCOMING.map(({ path, title, summary }) => ({
        path,
        element: <ComingSoon title={title} summary={summary} />,
        handle: { title },
      })),
      { path: 'not-found', element: <NotFoundPage />, handle: { title: 'Not found' } },
      { path: '*', element: <Navigate to="/not-found" replace /> },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
