import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState } from 'react';
import { NavLink } from 'react-router';
import { ChevronDownIcon } from '../ui/icons';
import type { NavGroup } from './nav-items';

/** A menu button for a nav group; closes on outside click, Escape and navigation. */
export function Dropdown({ group, onLogout }: { group: NavGroup; onLogout: () => void }) {
  const { i18n } = useLingui();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const menuId = useId();
  useEffect(() => {
    if (!open) return;
    const onDown = (e: MouseEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    document.addEventListener('mousedown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div className="relative" ref={root}>
      <button
        type="button"
        className="inline-flex items-center gap-1 rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap text-stone-700 hover:bg-stone-100"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((o) => !o)}
      >
        {i18n._(group.label)}
        <ChevronDownIcon width={16} height={16} />
      </button>
      {open && (
        <ul
          id={menuId}
          className="absolute left-0 z-40 mt-1 w-48 rounded-lg border border-stone-200 bg-white py-1 shadow-lg"
        >
          {group.items.map((item) => (
            <li key={item.to}>
              <NavLink
                to={item.to}
                onClick={() => setOpen(false)}
                className="block px-4 py-2 text-sm text-stone-700 hover:bg-stone-50"
              >
                {i18n._(item.label)}
              </NavLink>
            </li>
          ))}
          {group.withLogout && (
            <li>
              <button
                type="button"
                onClick={() => {
                  setOpen(false);
                  onLogout();
                }}
                className="block w-full px-4 py-2 text-left text-sm text-red-700 hover:bg-stone-50"
              >
                <Trans>LogOut</Trans>
              </button>
            </li>
          )}
        </ul>
      )}
    </div>
  );
}
