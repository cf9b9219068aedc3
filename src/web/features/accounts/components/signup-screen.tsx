import { zodResolver } from '@hookform/resolvers/zod';
import { useLingui as useLinguiContext } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { Button, Card, Input, linkClass } from '../../../components/ui';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useRegister } from '../api/register';
import { adminSignUpForm, type AdminSignUpFormValues } from '../forms';
import { NameFields } from './name-fields';
import { PasswordInput } from './password-input';
import { paths } from '../../../app/paths';

/**
 * Sign up (shoppers) and Admin sign-up (admins creating accounts, with the Is Admin box).
 * The server decides: only a signed-in admin can create an admin.
 */
export function SignUpScreen({ admin = false }: { admin?: boolean }) {
  const navigate = useNavigate();
  const registration = useRegister();
  const { t } = useLingui();
  // The form's rules again when the language changes, so its messages follow.
  const { _ } = useLinguiContext();
  const schema = useMemo(() => adminSignUpForm(_), [_]);
  const { register, handleSubmit, reset, formState } = useForm<AdminSignUpFormValues>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: { firstName: '', lastName: '', email: '', userName: '', password: '', isAdmin: false },
    // Focus goes to the first invalid field as the form reads, top to bottom (see onInvalid).
    shouldFocusError: false,
  });
  const { errors } = formState;

  const onSubmit = handleSubmit(
    async ({ isAdmin, ...person }) => {
      try {
        const res = await registration.mutateAsync({ ...person, isAdmin: admin && isAdmin });
        reset();
        toast.success(res.message, { duration: 7000, id: 'signup', forNextPage: true });
        navigate(admin ? paths.adminLogin : paths.login);
      } catch (err) {
        toast.error(errorMessage(err), { duration: 5000, id: 'signup' });
      }
    },
    (_errors, event) => {
      toast.error(t`Invalid Form`, { duration: 5000, id: 'signup' });
      // After React has marked the fields: the first one in the page's order, not the schema's.
      const form = event?.target as HTMLFormElement | undefined;
      requestAnimationFrame(() => form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
    },
  );

  return (
    <Card className="mx-auto max-w-lg">
      <h1 className="text-2xl font-bold">
        {admin ? <Trans>Admin sign-up</Trans> : <Trans>Create your account</Trans>}
      </h1>
      <p className="mt-1 text-sm text-stone-600">
        {admin ? (
          <Trans>Create an account for a shopper or another admin.</Trans>
        ) : (
          <Trans>Compare prices, keep a watchlist and buy from the market you choose.</Trans>
        )}
      </p>
      <form onSubmit={onSubmit} noValidate className="mt-6 space-y-4">
        <NameFields register={register} errors={errors} />
        <Input
          label={t`Email`}
          type="email"
          autoComplete="email"
          {...register('email')}
          error={errors.email?.message}
        />
        <Input label={t`Username`} autoComplete="username" {...register('userName')} error={errors.userName?.message} />
        <PasswordInput
          label={t`Password`}
          autoComplete="new-password"
          hint={t`At least 8 characters. A short phrase is easy to remember and hard to guess.`}
          {...register('password')}
          error={errors.password?.message}
        />
        {admin && (
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" className="h-4 w-4 accent-brand-700" {...register('isAdmin')} />
            <Trans>Is Admin</Trans>
          </label>
        )}
        <Button type="submit" className="w-full" loading={registration.isPending}>
          <Trans>Sign up</Trans>
        </Button>
      </form>
      <p className="mt-6 text-sm text-stone-700">
        <Trans>
          Already have an account?{' '}
          <Link to={admin ? paths.adminLogin : paths.login} className={linkClass('text-brand-700')}>
            Log in
          </Link>
        </Trans>
      </p>
    </Card>
  );
}
