import { Link } from 'react-router';
import { buttonClass, Card } from '../../components/ui';
import { paths } from '../paths';

/** Stands in for a screen a later release builds, so every route of the app already resolves. */
export function ComingSoon({ title, summary }: { title: string; summary: string }) {
  return (
    <Card className="mx-auto max-w-xl text-center" data-testid="coming-soon">
      <p className="text-sm font-semibold tracking-wide text-amber-800 uppercase">Coming soon</p>
      <h1 className="mt-2 text-2xl font-bold text-stone-900">{title}</h1>
      <p className="mt-3 text-stone-600">{summary}</p>
      <Link to={paths.dashboard} className={buttonClass('secondary', 'md', 'mt-6')}>
        Back to Home
      </Link>
    </Card>
  );
}
