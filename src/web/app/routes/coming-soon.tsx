import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { buttonClass, Card } from '../../components/ui';
import { paths } from '../paths';

/** Stands in for a screen a later release builds, so every route of the app already resolves. */
export function ComingSoon({ title, summary }: { title: MessageDescriptor; summary: MessageDescriptor }) {
  const { i18n } = useLingui();
  return (
    <Card className="mx-auto max-w-xl text-center" data-testid="coming-soon">
      <p className="text-sm font-semibold tracking-wide text-amber-800 uppercase">
        <Trans>Coming soon</Trans>
      </p>
      <h1 className="mt-2 text-2xl font-bold text-stone-900">{i18n._(title)}</h1>
      <p className="mt-3 text-stone-600">{i18n._(summary)}</p>
      <Link to={paths.dashboard} className={buttonClass('secondary', 'md', 'mt-6')}>
        <Trans>Back to Home</Trans>
      </Link>
    </Card>
  );
}
