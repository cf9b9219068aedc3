import { useNavigate } from 'react-router';
import { Button } from '../../components/ui';
import { paths } from '../paths';

export function NotFoundPage() {
  const navigate = useNavigate();
  return (
    <section className="mx-auto flex max-w-lg flex-col items-center py-16 text-center">
      <h1 className="text-4xl font-bold text-stone-900">404 - Not Found</h1>
      <p className="mt-4 text-stone-600">The requested page could not be found</p>
      <Button className="mt-8" size="lg" onClick={() => navigate(paths.dashboard)}>
        Go Back
      </Button>
    </section>
  );
}
