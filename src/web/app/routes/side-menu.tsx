import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { MORE_MENU } from '../../components/layout/nav-items';
import { ChevronRightIcon } from '../../components/ui/icons';

export function SideMenuPage() {
  const { i18n } = useLingui();
  return (
    <section className="mx-auto max-w-md">
      <h1 className="mb-4 text-2xl font-bold">
        <Trans>Menu</Trans>
      </h1>
      <ul className="divide-y divide-stone-200 rounded-xl border border-stone-200 bg-white">
        {MORE_MENU.map((e) => (
          <li key={e.to}>
            <Link to={e.to} className="flex items-center justify-between px-4 py-3 hover:bg-stone-50">
              {i18n._(e.label)}
              <ChevronRightIcon className="text-stone-400" />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
