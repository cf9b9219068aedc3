import { href, paths } from '../../app/paths';
import type { Session } from '../../lib/session';
import { CartIcon, HomeIcon, MarketIcon, UserIcon } from '../ui/icons';

/**
 * Every list of navigation links, in one place: the top navigation and the drawer (navEntries),
 * the bottom tabs, the footer and the "More" menu. A new screen's link is added here.
 */
export interface NavLinkItem {
  label: string;
  to: string;
}

export interface NavGroup {
  label: string;
  items: NavLinkItem[];
  /** The Admin group ends with a LogOut action. */
  withLogout?: boolean;
}

export type NavEntry = ({ kind: 'link' } & NavLinkItem) | ({ kind: 'group' } & NavGroup);

const ADMIN_MENU: NavGroup = {
  label: 'Admin',
  withLogout: true,
  items: [
    { label: 'Add Markets', to: paths.addMarket },
    { label: 'Add Categories', to: paths.addCategory },
    { label: 'Add Products', to: paths.addProduct },
    { label: 'All Payments', to: paths.payments },
    { label: 'All Orders', to: paths.orders },
    { label: 'Price Sources', to: paths.adminSources },
    { label: 'Moderation', to: paths.moderation },
  ],
};

const HELP_MENU: NavGroup = {
  label: 'Help',
  items: [
    { label: 'FAQS', to: paths.faq },
    { label: 'Contact-Us', to: paths.contact },
  ],
};

/** The top navigation of spec §2, in order, for the current session; the drawer mirrors it. */
export function navEntries(session: Session): NavEntry[] {
  const entries: NavEntry[] = [{ kind: 'link', label: 'Home', to: paths.dashboard }];
  if (session.signedIn) entries.push({ kind: 'link', label: 'Mine Data', to: paths.chart });
  entries.push({ kind: 'link', label: 'Markets', to: paths.markets });
  if (session.signedIn) entries.push({ kind: 'link', label: 'Report a price', to: paths.reportPrice });
  if (session.role === 'moderator') entries.push({ kind: 'link', label: 'Moderation', to: paths.moderation });
  if (session.isAdmin) entries.push({ kind: 'group', ...ADMIN_MENU });
  entries.push({ kind: 'group', ...HELP_MENU });
  if (session.signedIn) {
    entries.push({ kind: 'link', label: 'Wishlist', to: paths.watchlist });
  } else {
    entries.push(
      { kind: 'link', label: 'SignUp', to: paths.signup },
      { kind: 'link', label: 'Login', to: paths.login },
    );
  }
  entries.push({ kind: 'link', label: 'Contact', to: paths.contact });
  return entries;
}

/** The bottom tabs on small screens; the Cart tab shows the cart count. */
export const BOTTOM_TABS = [
  { label: 'Home', to: paths.dashboard, icon: HomeIcon },
  { label: 'Profile', to: paths.profile, icon: UserIcon },
  { label: 'Cart', to: paths.cart, icon: CartIcon, showsCartCount: true },
  { label: 'Markets', to: paths.markets, icon: MarketIcon },
];

export const FOOTER_LINKS: NavLinkItem[] = [
  { label: 'About', to: paths.about },
  { label: 'FAQ', to: paths.faq },
  { label: 'Contact', to: paths.contact },
  { label: 'Markets', to: paths.markets },
  { label: 'Subscriptions', to: paths.subscription },
  { label: 'Data sources', to: paths.sources },
  { label: 'More', to: paths.sideMenu },
];

/** The "More" screen (/side-menu). */
export const MORE_MENU: NavLinkItem[] = [
  { label: 'Nearby markets', to: paths.markets },
  { label: 'Report a price', to: paths.reportPrice },
  { label: 'My reports', to: paths.myReports },
  { label: 'Featured products', to: paths.featured },
  { label: 'Price analysis', to: paths.priceAnalysis },
  { label: 'Subscription plans', to: paths.subscription },
  { label: 'My orders', to: paths.userOrders },
  { label: 'Track an order', to: href(paths.orderTracking, {}) },
  { label: 'Data sources', to: paths.sources },
  { label: 'About', to: paths.about },
  { label: 'FAQ', to: paths.faq },
  { label: 'Contact', to: paths.contact },
];
