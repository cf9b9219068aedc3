import { zodResolver } from '@hookform/resolvers/zod';
import { useLingui as useLinguiContext } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router';
import { SocialLinks } from '../../../components/layout/social-links';
import { Button, Card, Input, linkClass } from '../../../components/ui';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { readClaims, saveTokens } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { useLogin } from '../api/login';
import { logout } from '../api/logout';
import { loginForm, type LoginFormValues } from '../forms';
import { ForgotPasswordModal } from './forgot-password-modal';
import { PasswordInput } from './password-input';
import { nextPath, paths } from '../../../app/paths';

/**
 * Login and Admin login: username (or e-mail) and password, forgot-password modal, links to
 * /reactivate and /signup. The admin variant admits admins only.
 */
export function LoginScreen({ admin = false }: { admin?: boolean }) {
  const navigate = useNavigate();
  const location = useLocation();
  const login = useLogin();
  const [forgotOpen, setForgotOpen] = useState(false);
  const { t } = useLingui();
  // The form's rules again when the language changes, so its messages follow.
  const { _ } = useLinguiContext();
  const schema = useMemo(() => loginForm(_), [_]);
  const { register, handleSubmit, reset, formState } = useForm<LoginFormValues>({
    resolver: zodResolver(schema),
    mode: 'onChange',
    defaultValues: { username: '', password: '' },
  });
  const { errors, isValid } = formState;

  const onSubmit = handleSubmit(
    async (values) => {
      try {
        const pair = await login.mutateAsync(values);
        if (admin && readClaims(pair.accessToken)?.role !== 'admin') {
          // Not an admin: end the login just made instead of keeping it.
          saveTokens(pair);
          await logout();
          toast.error(t`This is not an admin account. Use the regular login page.`, { duration: 5000, id: 'login' });
          return;
        }
        saveTokens(pair);
        reset();
        toast.success(pair.message, { duration: 5000, id: 'login', forNextPage: true });
        // Back to the screen a guard sent the shopper here from, if any.
        navigate(nextPath(location.search), { replace: true });
      } catch (err) {
        const unconfirmed = err instanceof ApiError && err.code === 'EMAIL_NOT_CONFIRMED';
        toast.error(errorMessage(err), {
          duration: unconfirmed ? 8000 : 5000,
          id: 'login',
          ...(unconfirmed ? { link: { label: t`Reactivate Email`, to: paths.reactivate } } : {}),
        });
      }
    },
    () => toast.error(t`Your form is invalid`, { duration: 5000, id: 'login' }),
  );

  return (
    <div className="mx-auto max-w-md">
      <Card>
        <h1 className="text-2xl font-bold">{admin ? <Trans>Admin login</Trans> : <Trans>Log in</Trans>}</h1>
        <p className="mt-1 text-sm text-stone-600">
          {admin ? (
            <Trans>For Kasuwa admins.</Trans>
          ) : (
            <Trans>Welcome back! Log in with your username or e-mail address.</Trans>
          )}
        </p>
        <form onSubmit={onSubmit} noValidate className="mt-6 space-y-4">
          <Input
            label={t`Username or e-mail`}
            autoComplete="username"
            hint={t`Either one logs you in.`}
            {...register('username')}
            error={errors.username?.message}
          />
          <PasswordInput
            label={t`Password`}
            autoComplete="current-password"
            {...register('password')}
            error={errors.password?.message}
          />
          <div className="flex justify-end">
            <button type="button" className={linkClass('text-sm text-brand-700')} onClick={() => setForgotOpen(true)}>
              <Trans>Forgot password</Trans>
            </button>
          </div>
          <Button type="submit" className="w-full" loading={login.isPending} disabled={admin && !isValid}>
            {admin ? <Trans>Log in as admin</Trans> : <Trans>Log in</Trans>}
          </Button>
        </form>
        <div className="mt-6 flex flex-col gap-2 text-sm text-stone-700">
          <p>
            <Trans>
              Didn&apos;t get the confirmation e-mail?{' '}
              <Link to={paths.reactivate} className={linkClass('text-brand-700')}>
                Reactivate Email
              </Link>
            </Trans>
          </p>
          <p>
            <Trans>
              New to Kasuwa?{' '}
              <Link to={paths.signup} className={linkClass('text-brand-700')}>
                Sign up
              </Link>
            </Trans>
          </p>
        </div>
        <SocialLinks />
      </Card>
      <ForgotPasswordModal open={forgotOpen} onClose={() => setForgotOpen(false)} />
    </div>
  );
}
