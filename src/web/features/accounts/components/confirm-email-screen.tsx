import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link, Navigate, useSearchParams } from 'react-router';
import { buttonClass, Card, linkClass, Spinner } from '../../../components/ui';
import { confirmEmail } from '../api/confirm-email';
import { accountKeys } from '../accounts.keys';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { paths } from '../../../app/paths';

const CONFIRMED_TEXT = msg`Your email has been confirmed successfully. You can now log in to your account.`;

/** Opens the e-mailed link /confirm-email?email=…&token=…: confirms, then goes to login. */
export function ConfirmEmailScreen() {
  const [params] = useSearchParams();
  const email = params.get('email') ?? '';
  const token = params.get('token') ?? '';
  const { i18n, t } = useLingui();
  // A query (not an effect) so the single-use token is sent once, even under StrictMode.
  const result = useQuery({
    queryKey: accountKeys.confirmEmail(email, token),
    queryFn: async () => {
      const res = await confirmEmail(email, token);
      toast.success(i18n._(CONFIRMED_TEXT), { duration: 5000, forNextPage: true });
      return res;
    },
    enabled: Boolean(email && token),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });

  if (result.isSuccess) return <Navigate to={paths.login} replace />;

  return (
    <Card className="mx-auto max-w-md text-center">
      <h1 className="text-2xl font-bold">
        <Trans>Confirm your e-mail</Trans>
      </h1>
      {!email || !token ? (
        <p className="mt-3 text-stone-600">
          <Trans>Open the link from your confirmation e-mail to confirm your address.</Trans>
        </p>
      ) : result.error instanceof ApiError && result.error.code === 'ALREADY_CONFIRMED' ? (
        <>
          <p className="mt-3 text-stone-700" role="status">
            {result.error.message}
          </p>
          <Link to={paths.login} className={buttonClass('primary', 'md', 'mt-4')}>
            <Trans>Login</Trans>
          </Link>
        </>
      ) : result.isError ? (
        <>
          <p className="mt-3 text-red-700" role="alert">
            {errorMessage(result.error, t`We could not confirm your e-mail address.`)}
          </p>
          <Link to={paths.reactivate} className={buttonClass('primary', 'md', 'mt-4')}>
            <Trans>Send me a new link</Trans>
          </Link>
        </>
      ) : (
        <div className="mt-4">
          <Spinner label={t`Confirming your e-mail address…`} />
        </div>
      )}
      <p className="mt-6 text-sm">
        <Link to={paths.login} className={linkClass('text-brand-700')}>
          <Trans>Login</Trans>
        </Link>
      </p>
    </Card>
  );
}
