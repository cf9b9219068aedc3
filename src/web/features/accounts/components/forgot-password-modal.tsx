import { zodResolver } from '@hookform/resolvers/zod';
import { useLingui as useLinguiContext } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { Button, Input, Modal } from '../../../components/ui';
import { toast } from '../../../lib/toast';
import { useSendResetEmail } from '../api/send-reset';
import { forgotPasswordForm, type ForgotPasswordFormValues } from '../forms';

/** "Forgot password": asks for an e-mail address and sends the reset link. */
export function ForgotPasswordModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const send = useSendResetEmail();
  const { t } = useLingui();
  // The form's rules again when the language changes, so its messages follow.
  const { _ } = useLinguiContext();
  const schema = useMemo(() => forgotPasswordForm(_), [_]);
  const { register, handleSubmit, reset, formState } = useForm<ForgotPasswordFormValues>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: { email: '' },
  });

  const close = () => {
    reset();
    onClose();
  };

  const onSubmit = handleSubmit(async ({ email }) => {
    try {
      await send.mutateAsync(email);
      toast.success(t`Email sent, check your email`, { duration: 3000 });
      close();
    } catch {
      toast.error(t`Something went wrong`, { duration: 3000 });
    }
  });

  return (
    <Modal
      open={open}
      title={t`Forgot password`}
      onClose={close}
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            <Trans>Close</Trans>
          </Button>
          <Button type="submit" form="forgot-password-form" loading={send.isPending}>
            <Trans>Send</Trans>
          </Button>
        </>
      }
    >
      <form id="forgot-password-form" onSubmit={onSubmit} noValidate>
        <p className="mb-3 text-sm text-stone-600">
          <Trans>Enter the e-mail address of your account and we will send you a link to choose a new password.</Trans>
        </p>
        <Input
          label={t`Email`}
          type="email"
          autoComplete="email"
          {...register('email')}
          error={formState.errors.email?.message}
        />
      </form>
    </Modal>
  );
}
