import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { type ReactNode, useState } from 'react';
import { Link, NavLink } from 'react-router';
import { useSession } from '../../lib/session';
import { cx, useMinWidth } from '../ui';
import { Dropdown } from './dropdown';
import { HeaderSearch } from './header-search';
import { CartIcon, MenuIcon, SearchIcon, UserIcon } from '../ui/icons';
import { paths } from '../../app/paths';
import { LanguageSwitch } from './language-switch';
import { Logo } from './logo';
import { navEntries } from './nav-items';

export const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  cx(
    'rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap',
    isActive ? 'bg-brand-50 text-brand-800' : 'text-stone-700 hover:bg-stone-100',
  );

/** Tailwind's `xl`: from this width the top bar holds the navigation's links. */
const LINKS_FROM_PX = 1280;

/**
 * The top navigation of spec §2, from 1280 px (xl): below it the menu button and the drawer hold the
 * links (the labels of Hausa and Igbo run longer, and the top bar holds the language switch); below
 * the md breakpoint the bottom bar too. Below 1280 px the links are not drawn at all (they were
 * drawn and hidden by CSS: a dozen links and menus in every draw of a phone's top bar); where the
 * width cannot be asked (the pre-render) they are drawn, and CSS shows them from 1280 px.
 */
export function TopNav({
  onOpenDrawer,
  onLogout,
  cartCount,
  bell,
}: {
  onOpenDrawer: () => void;
  onLogout: () => void;
  cartCount: number;
  /** The notifications bell, given by the app (app/app-shell.tsx). */
  bell: ReactNode;
}) {
  const session = useSession();
  const { i18n, t } = useLingui();
  const [searchOpen, setSearchOpen] = useState(false);
  const withLinks = useMinWidth(LINKS_FROM_PX) !== false;

  return (
    <header className="sticky top-0 z-30 border-b border-stone-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4">
        <button
          type="button"
          className="rounded-md p-2 text-stone-700 hover:bg-stone-100 xl:hidden"
          aria-label={t`Open menu`}
          onClick={onOpenDrawer}
        >
          <MenuIcon />
        </button>
        <Logo />
        {withLinks && (
          <nav aria-label={t`Main`} className="ml-6 hidden items-center gap-1 xl:flex">
            {navEntries(session).map((entry) =>
              entry.kind === 'link' ? (
                <NavLink key={entry.to + entry.label.id} to={entry.to} className={navLinkClass}>
                  {i18n._(entry.label)}
                </NavLink>
              ) : (
                <Dropdown key={entry.label.id} group={entry} onLogout={onLogout} />
              ),
            )}
          </nav>
        )}
        <div className="ml-auto flex items-center gap-0.5 min-[400px]:gap-1">
          <LanguageSwitch />
          <button
            type="button"
            className="rounded-full p-2 text-stone-700 hover:bg-stone-100"
            aria-label={t`Search`}
            aria-expanded={searchOpen}
            onClick={() => setSearchOpen((o) => !o)}
          >
            <SearchIcon />
          </button>
          {bell}
          <Link
            to={paths.cart}
            className="relative rounded-full p-2 text-stone-700 hover:bg-stone-100"
            aria-label={t`Cart, ${plural(cartCount, { one: '# item', other: '# items' })}`}
          >
            <CartIcon />
            <span className="absolute -top-0.5 -right-0.5 min-w-5 rounded-full bg-amber-500 px-1 text-center text-xs font-semibold text-white">
              {cartCount}
            </span>
          </Link>
          <Link
            to={paths.profile}
            className="hidden rounded-full p-2 text-stone-700 hover:bg-stone-100 sm:inline-flex"
            aria-label={t`Profile`}
          >
            <UserIcon />
          </Link>
        </div>
      </div>
      {searchOpen && (
        <div className="border-t border-stone-100 px-4 py-3">
          <div className="mx-auto max-w-2xl">
            <HeaderSearch onDone={() => setSearchOpen(false)} />
          </div>
        </div>
      )}
    </header>
  );
}
