import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { href, paths } from '../../app/paths';
import type { Session } from '../../lib/session';
import { CartIcon, HomeIcon, MarketIcon, UserIcon } from '../ui/icons';

/**
 * Every list of navigation links, in one place: the top navigation and the drawer (navEntries),
 * the bottom tabs, the footer and the "More" menu. A new screen's link is added here. Labels are
 * messages (lib/i18n.ts), read in the active language where they are shown: `i18n._(label)`.
 */
export interface NavLinkItem {
  label: MessageDescriptor;
  to: string;
}

export interface NavGroup {
  label: MessageDescriptor;
  items: NavLinkItem[];
  /** The Admin group ends with a LogOut action. */
  withLogout?: boolean;
}

export type NavEntry = ({ kind: 'link' } & NavLinkItem) | ({ kind: 'group' } & NavGroup);

const ADMIN_MENU: NavGroup = {
  label: msg`Admin`,
  withLogout: true,
  items: [
    { label: msg`Add Markets`, to: paths.addMarket },
    { label: msg`Add Categories`, to: paths.addCategory },
    { label: msg`Add Products`, to: paths.addProduct },
    { label: msg`All Payments`, to: paths.payments },
    { label: msg`All Orders`, to: paths.orders },
    { label: msg`Price Sources`, to: paths.adminSources },
    { label: msg`Moderation`, to: paths.moderation },
  ],
};

const HELP_MENU: NavGroup = {
  label: msg`Help`,
  items: [
    { label: msg`FAQS`, to: paths.faq },
    { label: msg`Contact-Us`, to: paths.contact },
  ],
};

/** The top navigation of spec §2, in order, for the current session; the drawer mirrors it. */
export function navEntries(session: Session): NavEntry[] {
  const entries: NavEntry[] = [{ kind: 'link', label: msg`Home`, to: paths.dashboard }];
  if (session.signedIn) entries.push({ kind: 'link', label: msg`Mine Data`, to: paths.chart });
  entries.push({ kind: 'link', label: msg`Markets`, to: paths.markets });
  if (session.signedIn) entries.push({ kind: 'link', label: msg`Report a price`, to: paths.reportPrice });
  if (session.role === 'moderator') entries.push({ kind: 'link', label: msg`Moderation`, to: paths.moderation });
  if (session.isAdmin) entries.push({ kind: 'group', ...ADMIN_MENU });
  entries.push({ kind: 'group', ...HELP_MENU });
  if (session.signedIn) {
    entries.push({ kind: 'link', label: msg`Wishlist`, to: paths.watchlist });
  } else {
    entries.push(
      { kind: 'link', label: msg`SignUp`, to: paths.signup },
      { kind: 'link', label: msg`Login`, to: paths.login },
    );
  }
  entries.push({ kind: 'link', label: msg`Contact`, to: paths.contact });
  return entries;
}

/** The bottom tabs on small screens; the Cart tab shows the cart count. */
export const BOTTOM_TABS = [
  { label: msg`Home`, to: paths.dashboard, icon: HomeIcon },
  { label: msg`Profile`, to: paths.profile, icon: UserIcon },
  { label: msg`Cart`, to: paths.cart, icon: CartIcon, showsCartCount: true },
  { label: msg`Markets`, to: paths.markets, icon: MarketIcon },
];

export const FOOTER_LINKS: NavLinkItem[] = [
  { label: msg`About`, to: paths.about },
  { label: msg`FAQ`, to: paths.faq },
  { label: msg`Contact`, to: paths.contact },
  { label: msg`Markets`, to: paths.markets },
  { label: msg`Subscriptions`, to: paths.subscription },
  { label: msg`Data sources`, to: paths.sources },
  { label: msg`More`, to: paths.sideMenu },
];

/** The "More" screen (/side-menu). */
export const MORE_MENU: NavLinkItem[] = [
  { label: msg`Nearby markets`, to: paths.markets },
  { label: msg`Report a price`, to: paths.reportPrice },
  { label: msg`My reports`, to: paths.myReports },
  { label: msg`Featured products`, to: paths.featured },
  { label: msg`Price analysis`, to: paths.priceAnalysis },
  { label: msg`Subscription plans`, to: paths.subscription },
  { label: msg`My orders`, to: paths.userOrders },
  { label: msg`Track an order`, to: href(paths.orderTracking, {}) },
  { label: msg`Data sources`, to: paths.sources },
  { label: msg`About`, to: paths.about },
  { label: msg`FAQ`, to: paths.faq },
  { label: msg`Contact`, to: paths.contact },
];
