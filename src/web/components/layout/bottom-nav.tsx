import { useLingui } from '@lingui/react/macro';
import { NavLink } from 'react-router';
import { cx } from '../ui';
import { BOTTOM_TABS } from './nav-items';

const item = ({ isActive }: { isActive: boolean }) =>
  cx(
    // A main action: 44 px high at least.
    'main-action flex min-h-11 flex-1 flex-col items-center gap-0.5 py-2 text-xs',
    isActive ? 'text-brand-700' : 'text-stone-600',
  );

/** Bottom navigation on small screens: Home, Profile, Cart (with count), Markets. */
export function BottomNav({ cartCount }: { cartCount: number }) {
  const { i18n, t } = useLingui();
  return (
    <nav
      aria-label={t({ message: 'Bottom', comment: 'The name of the tab bar at the bottom of a phone screen' })}
      className="fixed inset-x-0 bottom-0 z-30 flex border-t border-stone-200 bg-white pb-[env(safe-area-inset-bottom)] md:hidden"
    >
      {BOTTOM_TABS.map(({ label, to, icon: Icon, showsCartCount }) => (
        <NavLink key={to} to={to} className={item}>
          {showsCartCount ? (
            <span className="relative">
              <Icon />
              <span className="absolute -top-1 -right-2 min-w-4 rounded-full bg-amber-500 px-1 text-center text-[10px] font-semibold text-white">
                {cartCount}
              </span>
            </span>
          ) : (
            <Icon />
          )}
          {i18n._(label)}
        </NavLink>
      ))}
    </nav>
  );
}
