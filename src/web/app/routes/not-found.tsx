import { Trans } from '@lingui/react/macro';
import { useNavigate } from 'react-router';
import { Button } from '../../components/ui';
import { paths } from '../paths';

export function NotFoundPage() {
  const navigate = useNavigate();
  return (
    <section className="mx-auto flex max-w-lg flex-col items-center py-16 text-center">
      <h1 className="text-4xl font-bold text-stone-900">
        <Trans>404 - Not Found</Trans>
      </h1>
      <p className="mt-4 text-stone-600">
        <Trans>The requested page could not be found</Trans>
      </p>
      <Button className="mt-8" size="lg" onClick={() => navigate(paths.dashboard)}>
        <Trans>Go Back</Trans>
      </Button>
    </section>
  );
}
