import type { Session } from '../../lib/session';

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

export const ADMIN_MENU: NavGroup = {
  label: 'Admin',
  withLogout: true,
  items: [
    { label: 'Add Markets', to: '/add-market' },
    { label: 'Add Categories', to: '/add-category' },
    { label: 'Add Products', to: '/add-product' },
    { label: 'All Payments', to: '/payments' },
    { label: 'All Orders', to: '/orders' },
  ],
};

export const HELP_MENU: NavGroup = {
  label: 'Help',
  items: [
    { label: 'FAQS', to: '/faq' },
    { label: 'Contact-Us', to: '/contact' },
  ],
};

/** The top navigation of spec §2, in order, for the current session; the drawer mirrors it. */
export function navEntries(session: Session): NavEntry[] {
  const entries: NavEntry[] = [{ kind: 'link', label: 'Home', to: '/dashboard' }];
  if (session.signedIn) entries.push({ kind: 'link', label: 'Mine Data', to: '/chart' });
  entries.push({ kind: 'link', label: 'Markets', to: '/market' });
  if (session.isAdmin) entries.push({ kind: 'group', ...ADMIN_MENU });
  entries.push({ kind: 'group', ...HELP_MENU });
  if (session.signedIn) {
    entries.push({ kind: 'link', label: 'Wishlist', to: '/watchlist' });
  } else {
    entries.push({ kind: 'link', label: 'SignUp', to: '/signup' }, { kind: 'link', label: 'Login', to: '/login' });
  }
  entries.push({ kind: 'link', label: 'Contact', to: '/contact' });
  return entries;
}
