import { zodResolver } from '@hookform/resolvers/zod';
import { useLingui as useLinguiContext } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { Button, Card, Input } from '../../../components/ui';
import { useReactivation } from '../api/reactivation';
import { reactivateForm, type ReactivateFormValues } from '../forms';
import { toast } from '../../../lib/toast';

/** Reactivation: sends a new confirmation link to an address waiting for confirmation. */
export function ReactivateScreen() {
  const reactivation = useReactivation();
  const { t } = useLingui();
  // The form's rules again when the language changes, so its messages follow.
  const { _ } = useLinguiContext();
  const schema = useMemo(() => reactivateForm(_), [_]);
  const { register, handleSubmit, reset, formState } = useForm<ReactivateFormValues>({
    resolver: zodResolver(schema),
    mode: 'onChange',
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit(
    async ({ email }) => {
      try {
        const res = await reactivation.mutateAsync(email);
        toast.info(res.message, { duration: 7000 });
        reset();
      } catch {
        toast.error(t`Something went wrong`, { duration: 3000 });
      }
    },
    () => toast.error(t`Your form is invalid`),
  );

  return (
    <Card className="mx-auto max-w-md">
      <h1 className="text-2xl font-bold">
        <Trans>Reactivate your account</Trans>
      </h1>
      <p className="mt-1 text-sm text-stone-600">
        <Trans>We will e-mail you a new link to confirm your address.</Trans>
      </p>
      <form onSubmit={onSubmit} noValidate className="mt-6 space-y-4">
        <Input
          label={t`Enter your email for reactivation`}
          type="email"
          autoComplete="email"
          {...register('email')}
          error={formState.errors.email?.message}
        />
        <Button type="submit" className="w-full" disabled={!formState.isValid} loading={reactivation.isPending}>
          <Trans>Submit</Trans>
        </Button>
      </form>
    </Card>
  );
}
