import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { paths } from '../../app/paths';

export function Logo() {
  const { t } = useLingui();
  return (
    <Link
      to={paths.dashboard}
      className="flex shrink-0 items-center gap-2 font-bold text-brand-800"
      aria-label={t`Kasuwa home`}
    >
      <img src="/favicon.svg" alt="" width={32} height={32} />
      <span className="text-xl tracking-tight">Kasuwa</span>
    </Link>
  );
}
