import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useRef } from 'react';
import { Link, NavLink } from 'react-router';
import { useSession } from '../../lib/session';
import { linkClass } from '../ui';
import { CloseIcon } from '../ui/icons';
import { useDialog } from '../ui/use-dialog';
import { paths } from '../../app/paths';
import { LanguageSwitch } from './language-switch';
import { Logo } from './logo';
import { navEntries } from './nav-items';
import { navLinkClass } from './top-nav';

/** Side drawer mirroring the top navigation, with the user's full name, Profile and Logout. */
export function Drawer({ open, onClose, onLogout }: { open: boolean; onClose: () => void; onLogout: () => void }) {
  const session = useSession();
  const { i18n, t } = useLingui();

  const panel = useRef<HTMLElement>(null);
  useDialog(open, panel, onClose);

  if (!open) return null;
  const closeAndLogout = () => {
    onClose();
    onLogout();
  };
  const link = (to: string, label: MessageDescriptor) => (
    <NavLink key={to + label.id} to={to} className={navLinkClass} onClick={onClose}>
      {i18n._(label)}
    </NavLink>
  );

  return (
    <div className="fixed inset-0 z-50 xl:hidden">
      <div className="absolute inset-0 bg-stone-900/40" aria-hidden onClick={onClose} />
      <aside
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-label={t`Menu`}
        className="absolute inset-y-0 left-0 flex w-72 max-w-[85vw] flex-col overflow-y-auto bg-white p-4 shadow-xl"
      >
        <div className="mb-4 flex items-center justify-between">
          <Logo />
          <button
            type="button"
            className="rounded-md p-2 hover:bg-stone-100"
            aria-label={t`Close menu`}
            onClick={onClose}
          >
            <CloseIcon />
          </button>
        </div>
        {session.signedIn && (
          <div className="mb-4 rounded-lg bg-brand-50 p-3">
            <p className="font-semibold text-brand-900">{session.fullName ?? t`Your account`}</p>
            <div className="mt-2 flex gap-3 text-sm">
              <Link to={paths.profile} onClick={onClose} className={linkClass('text-brand-800')}>
                <Trans>Profile</Trans>
              </Link>
              <button type="button" onClick={closeAndLogout} className={linkClass('text-red-700')}>
                <Trans>Logout</Trans>
              </button>
            </div>
          </div>
        )}
        <nav aria-label={t`Menu`} className="flex flex-col gap-1">
          {navEntries(session).map((entry) =>
            entry.kind === 'link' ? (
              link(entry.to, entry.label)
            ) : (
              // One item a line; the Admin group's LogOut is the account card's Logout here.
              <div
                key={entry.label.id}
                className="mt-2 flex flex-col gap-1"
                role="group"
                aria-label={i18n._(entry.label)}
              >
                <p className="px-3 pb-1 text-xs font-semibold tracking-wide text-stone-600 uppercase" aria-hidden>
                  {i18n._(entry.label)}
                </p>
                {entry.items.map((item) => link(item.to, item.label))}
              </div>
            ),
          )}
        </nav>
        <div className="mt-6 border-t border-stone-100 pt-4">
          <LanguageSwitch variant="labelled" />
        </div>
      </aside>
    </div>
  );
}
