import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ReactNode } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { Spinner } from '../components/ui';
import { loadScreenMessages } from '../lib/i18n';
import { RequireAdmin, RequireModerator, RequireUser } from './guards';
import { marketPath } from '../features/markets/api/market';
import { productPath } from '../features/catalogue/api/product';
import { areaPricesPath } from '../features/price-history/api/area-prices';
import { AREAS_PATH } from '../features/price-history/api/areas';
import { AppShell } from './app-shell';
import type { RouteHandle } from './layout';
import { AfterShell } from './first-draw';
import { type AppPath, paths } from './paths';
import { ComingSoon } from './routes/coming-soon';
import { DashboardPage } from './routes/dashboard';
import { NotFoundPage } from './routes/not-found';
import { areaKeyOf } from '../../contract/areas.constants';

/** Who may open a screen (spec §6): anyone, signed-in users, or admins. */
type Guard = 'none' | 'user' | 'moderator' | 'admin';

function guarded(guard: Guard, element: ReactNode): ReactNode {
  if (guard === 'admin') return <RequireAdmin>{element}</RequireAdmin>;
  if (guard === 'moderator') return <RequireModerator>{element}</RequireModerator>;
  if (guard === 'user') return <RequireUser>{element}</RequireUser>;
  return element;
}

interface PageRoute {
  path: AppPath;
  /** Messages (lib/i18n.ts), read in the active language where they are shown. */
  title: MessageDescriptor;
  description?: MessageDescriptor;
  /** Declared on every route, so a new screen cannot be left open by mistake. */
  guard: Guard;
  /** The GETs its screen makes first, asked for as the app starts on it (`askEarly`, main.tsx). */
  early?: RouteHandle['early'];
}

/** A screen loaded on first visit (keeping the shell's first download small), behind its guard. */
function page(
  { path, title, description, guard, early }: PageRoute,
  load: () => Promise<() => ReactNode>,
): RouteObject {
  return {
    path,
    handle: { title, description, early } satisfies RouteHandle,
    lazy: async () => {
      // The screen's messages come with its code (lib/i18n.ts): its chunk hands them over as it runs.
      const Screen = await load();
      await loadScreenMessages();
      return { element: <AfterShell>{guarded(guard, <Screen />)}</AfterShell> };
    },
  };
}

/** Screens that later releases build; each route already resolves to a "coming soon" panel. */
const UPCOMING: Array<PageRoute & { summary: MessageDescriptor }> = [
  { path: paths.admin, guard: 'none', title: msg`Admin`, summary: msg`Tools for Kasuwa admins.` },
];

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <AppShell />,
    hydrateFallbackElement: <Spinner />,
    children: [
      { index: true, element: <Navigate to={paths.dashboard} replace /> },
      {
        path: paths.dashboard,
        element: <DashboardPage />,
        handle: {
          title: msg`Home`,
          description: msg`Find markets near you in Nigeria, compare what your groceries cost at each and buy where it is cheapest.`,
        },
      },
      // Pages beyond the landing screen load on first visit, keeping the shell's first download small.
      page(
        {
          path: paths.about,
          title: msg`About`,
          description: msg`Who we are: Kasuwa compares grocery prices across Nigerian markets, with World Food Programme price data.`,
          guard: 'none',
        },
        () => import('./routes/about').then((m) => m.AboutPage),
      ),
      page(
        {
          path: paths.faq,
          title: msg`FAQ`,
          description: msg`Answers on markets, prices, accounts, payment by card and delivery with Kasuwa.`,
          guard: 'none',
        },
        () => import('./routes/faq').then((m) => m.FaqPage),
      ),
      page(
        {
          path: paths.contact,
          title: msg`Contact`,
          description: msg`Write to Kasuwa support, call us or visit our Lagos office.`,
          guard: 'none',
        },
        () => import('./routes/contact').then((m) => m.ContactPage),
      ),
      page({ path: paths.sideMenu, title: msg`Menu`, guard: 'none' }, () =>
        import('./routes/side-menu').then((m) => m.SideMenuPage),
      ),
      page(
        {
          path: paths.login,
          title: msg`Log in`,
          description: msg`Log in to Kasuwa with your username or e-mail address.`,
          guard: 'none',
        },
        () => import('./routes/accounts').then((m) => m.LoginPage),
      ),
      page(
        {
          path: paths.signup,
          title: msg`Sign up`,
          description: msg`Create a free Kasuwa account to compare grocery prices, keep a watchlist and buy from nearby markets.`,
          guard: 'none',
        },
        () => import('./routes/accounts').then((m) => m.SignUpPage),
      ),
      page({ path: paths.adminLogin, title: msg`Admin login`, guard: 'none' }, () =>
        import('./routes/accounts').then((m) => m.AdminLoginPage),
      ),
      page({ path: paths.adminSignup, title: msg`Admin sign-up`, guard: 'admin' }, () =>
        import('./routes/accounts').then((m) => m.AdminSignUpPage),
      ),
      page({ path: paths.reset, title: msg`Reset password`, guard: 'none' }, () =>
        import('./routes/reset').then((m) => m.ResetPage),
      ),
      page({ path: paths.confirmEmail, title: msg`Confirm e-mail`, guard: 'none' }, () =>
        import('./routes/confirm-email').then((m) => m.ConfirmEmailPage),
      ),
      page(
        {
          path: paths.reactivate,
          title: msg`Reactivate`,
          description: msg`Ask for a new confirmation e-mail for your Kasuwa account.`,
          guard: 'none',
        },
        () => import('./routes/reactivate').then((m) => m.ReactivatePage),
      ),
      page({ path: paths.profile, title: msg`Profile`, guard: 'user' }, () =>
        import('./routes/profile').then((m) => m.ProfilePage),
      ),
      page({ path: paths.editProfile, title: msg`Edit profile`, guard: 'user' }, () =>
        import('./routes/edit-profile').then((m) => m.EditProfilePage),
      ),
      page(
        {
          path: paths.markets,
          title: msg`Nearby markets`,
          description: msg`Markets near you in Nigeria, nearest first, with the travel time to each.`,
          guard: 'user',
        },
        () => import('./routes/markets').then((m) => m.NearbyMarketsPage),
      ),
      page(
        { path: paths.market, title: msg`Market details`, guard: 'none', early: ({ id }) => [marketPath(id!)] },
        () => import('./routes/market').then((m) => m.MarketDetailsPage),
      ),
      page({ path: paths.addMarket, title: msg`Add market`, guard: 'admin' }, () =>
        import('./routes/markets').then((m) => m.AddMarketPage),
      ),
      page({ path: paths.productCategories, title: msg`Product categories`, guard: 'none' }, () =>
        import('./routes/catalogue').then((m) => m.CategoriesPage),
      ),
      page({ path: paths.productsInCategory, title: msg`Products`, guard: 'none' }, () =>
        import('./routes/catalogue').then((m) => m.ProductsInCategoryPage),
      ),
      page(
        {
          path: paths.product,
          title: msg`Product details`,
          guard: 'none',
          early: ({ productId }) => [productPath(productId!)],
        },
        () => import('./routes/product').then((m) => m.ProductDetailsPage),
      ),
      page({ path: paths.featured, title: msg`Featured products`, guard: 'none' }, () =>
        import('./routes/catalogue').then((m) => m.FeaturedPage),
      ),
      page({ path: paths.search, title: msg`Search`, guard: 'none' }, () =>
        import('./routes/catalogue').then((m) => m.SearchPage),
      ),
      page({ path: paths.searchResults, title: msg`Search results`, guard: 'none' }, () =>
        import('./routes/catalogue').then((m) => m.SearchResultsPage),
      ),
      page({ path: paths.addCategory, title: msg`Add category`, guard: 'admin' }, () =>
        import('./routes/catalogue').then((m) => m.AddCategoryPage),
      ),
      page({ path: paths.addProduct, title: msg`Add product`, guard: 'admin' }, () =>
        import('./routes/catalogue').then((m) => m.AddProductPage),
      ),
      page({ path: paths.cart, title: msg`Cart`, guard: 'user' }, () =>
        import('./routes/cart').then((m) => m.CartPage),
      ),
      page(
        {
          path: paths.priceComparison,
          title: msg`Price comparison`,
          description: msg`What your cart costs at each Nigerian market, and the cheapest way to split it.`,
          guard: 'none',
        },
        () => import('./routes/comparison').then((m) => m.PriceComparisonPage),
      ),
      page({ path: paths.paymentForm, title: msg`Payment`, guard: 'user' }, () =>
        import('./routes/payments').then((m) => m.PaymentFormPage),
      ),
      page({ path: paths.checkPayment, title: msg`Subscription payment`, guard: 'user' }, () =>
        import('./routes/payments').then((m) => m.CheckPaymentPage),
      ),
      page({ path: paths.sandboxCheckout, title: msg`Sandbox checkout`, guard: 'user' }, () =>
        import('./routes/payments').then((m) => m.SandboxCheckoutPage),
      ),
      page({ path: paths.paymentSuccess, title: msg`Payment`, guard: 'user' }, () =>
        import('./routes/payments').then((m) => m.PaymentSuccessPage),
      ),
      page(
        {
          path: paths.subscription,
          title: msg`Subscription plans`,
          description: msg`Plans that unlock price-history charts for Nigerian markets.`,
          guard: 'none',
        },
        () => import('./routes/payments').then((m) => m.SubscriptionPlansPage),
      ),
      page(
        {
          path: paths.chart,
          title: msg`Price chart`,
          description: msg`Price-history bar charts of Nigerian market staples by day, week, month or year, for subscribers.`,
          guard: 'user',
        },
        () => import('./routes/price-history').then((m) => m.ChartPage),
      ),
      page(
        {
          path: paths.priceAnalysis,
          title: msg`Price analysis`,
          description: msg`How the price of a Nigerian market staple moved month by month, for subscribers.`,
          guard: 'user',
        },
        () => import('./routes/price-history').then((m) => m.PriceAnalysisPage),
      ),
      page({ path: paths.payments, title: msg`Payment transactions`, guard: 'admin' }, () =>
        import('./routes/payments').then((m) => m.PaymentsAdminPage),
      ),
      page(
        {
          path: paths.statePrices,
          title: msg`State prices`,
          description: msg`Average food prices in a Nigerian state since 2016 (NBS), beside the national average.`,
          guard: 'none',
          early: ({ state }) => [AREAS_PATH, areaPricesPath(areaKeyOf(state!))],
        },
        () => import('./routes/prices').then((m) => m.StatePricesPage),
      ),
      page(
        {
          path: paths.sources,
          title: msg`Data sources`,
          description: msg`Where Kasuwa’s prices come from, how fresh they are, and the credit each source asks for.`,
          guard: 'none',
        },
        () => import('./routes/prices').then((m) => m.DataSourcesPage),
      ),
      page({ path: paths.adminSources, title: msg`Price sources`, guard: 'admin' }, () =>
        import('./routes/prices').then((m) => m.AdminSourcesPage),
      ),
      page(
        {
          path: paths.reportPrice,
          title: msg`Report a price`,
          description: msg`Tell other shoppers what something costs at your market today.`,
          guard: 'user',
        },
        () => import('./routes/report-price').then((m) => m.ReportPricePage),
      ),
      page({ path: paths.marketCorrection, title: msg`Correct a market`, guard: 'user' }, () =>
        import('./routes/reports').then((m) => m.MarketCorrectionPage),
      ),
      page({ path: paths.myReports, title: msg`My reports`, guard: 'user' }, () =>
        import('./routes/reports').then((m) => m.MyReportsPage),
      ),
      page({ path: paths.moderation, title: msg`Moderation`, guard: 'moderator' }, () =>
        import('./routes/reports').then((m) => m.ModerationPage),
      ),
      page({ path: paths.userOrders, title: msg`My Orders`, guard: 'user' }, () =>
        import('./routes/orders').then((m) => m.UserOrdersPage),
      ),
      page({ path: paths.order, title: msg`Order details`, guard: 'user' }, () =>
        import('./routes/orders').then((m) => m.OrderDetailsPage),
      ),
      page({ path: paths.track, title: msg`Order tracking`, guard: 'user' }, () =>
        import('./routes/orders').then((m) => m.OrderTrackingPage),
      ),
      page({ path: paths.orderTracking, title: msg`Order tracking`, guard: 'user' }, () =>
        import('./routes/orders').then((m) => m.OrderTrackingPage),
      ),
      page({ path: paths.orders, title: msg`All orders`, guard: 'admin' }, () =>
        import('./routes/orders').then((m) => m.AllOrdersPage),
      ),
      page({ path: paths.watchlist, title: msg`My Watchlist`, guard: 'user' }, () =>
        import('./routes/watchlist').then((m) => m.WatchlistPage),
      ),
      page({ path: paths.notifications, title: msg`Notifications`, guard: 'user' }, () =>
        import('./routes/watchlist').then((m) => m.NotificationsPage),
      ),
      ...UPCOMING.map(({ path, title, summary, guard }) => ({
        path,
        element: guarded(guard, <ComingSoon title={title} summary={summary} />),
        handle: { title },
      })),
      { path: paths.notFound, element: <NotFoundPage />, handle: { title: msg`Not found` } },
      { path: '*', element: <Navigate to={paths.notFound} replace /> },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
