import { zodResolver } from '@hookform/resolvers/zod';
import { useLingui as useLinguiContext } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button, Card, linkClass } from '../../../components/ui';
import { useResetPassword } from '../api/reset-password';
import { PasswordInput } from './password-input';
import { codeFromQuery, resetForm, type ResetFormValues } from '../forms';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { paths } from '../../../app/paths';

/** Reset password, reached from the e-mailed link /reset?email=…&code=… */
export function ResetScreen() {
  const [params] = useSearchParams();
  const email = params.get('email') ?? '';
  const code = codeFromQuery(params.get('code'));
  const navigate = useNavigate();
  const reset = useResetPassword();
  const { t } = useLingui();
  // The form's rules again when the language changes, so its messages follow.
  const { _ } = useLinguiContext();
  const schema = useMemo(() => resetForm(_), [_]);
  const { register, handleSubmit, formState } = useForm<ResetFormValues>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: { password: '', confirmPassword: '' },
  });

  if (!email || !code) {
    return (
      <Card className="mx-auto max-w-md text-center">
        <h1 className="text-2xl font-bold">
          <Trans>Reset password</Trans>
        </h1>
        <p className="mt-3 text-stone-600">
          <Trans>This page needs the link from your reset e-mail. Ask for a new one from the login page.</Trans>
        </p>
        <Link to={paths.login} className={linkClass('mt-4 text-brand-700')}>
          <Trans>Go to login</Trans>
        </Link>
      </Card>
    );
  }

  const onSubmit = handleSubmit(async ({ password, confirmPassword }) => {
    try {
      await reset.mutateAsync({ email, newPassword: password, confirmPassword, emailToken: code });
      toast.success(t`Reset Success`, { duration: 3000, forNextPage: true });
      // Logged out by the reset (every device is): the next step is logging in with the new password.
      navigate(paths.login);
    } catch (err) {
      toast.error(errorMessage(err), { duration: 3000 });
    }
  });

  return (
    <Card className="mx-auto max-w-md">
      <h1 className="text-2xl font-bold">
        <Trans>Reset password</Trans>
      </h1>
      <p className="mt-1 text-sm text-stone-600">
        <Trans>Choose a new password for {email}.</Trans>
      </p>
      <form onSubmit={onSubmit} noValidate className="mt-6 space-y-4">
        <PasswordInput
          label={t`New password`}
          autoComplete="new-password"
          {...register('password')}
          error={formState.errors.password?.message}
        />
        <PasswordInput
          label={t`Confirm password`}
          autoComplete="new-password"
          {...register('confirmPassword')}
          error={formState.errors.confirmPassword?.message}
        />
        <Button type="submit" className="w-full" loading={reset.isPending}>
          <Trans>Reset password</Trans>
        </Button>
      </form>
    </Card>
  );
}
