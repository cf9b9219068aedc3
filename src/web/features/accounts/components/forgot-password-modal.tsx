import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Button, Input, Modal } from '../../../components/ui';
import { toast } from '../../../lib/toast';
import { useSendResetEmail } from '../api/send-reset';
import { ForgotPasswordForm, type ForgotPasswordFormValues } from '../forms';

/** "Forgot password": asks for an e-mail address and sends the reset link. */
export function ForgotPasswordModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const send = useSendResetEmail();
  const { register, handleSubmit, reset, formState } = useForm<ForgotPasswordFormValues>({
    resolver: zodResolver(ForgotPasswordForm),
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
      toast.success('Email sent, check your email', { duration: 3000 });
      close();
    } catch {
      toast.error('Something went wrong', { duration: 3000 });
    }
  });

  return (
    <Modal
      open={open}
      title="Forgot password"
      onClose={close}
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            Close
          </Button>
          <Button type="submit" form="forgot-password-form" loading={send.isPending}>
            Send
          </Button>
        </>
      }
    >
      <form id="forgot-password-form" onSubmit={onSubmit} noValidate>
        <p className="mb-3 text-sm text-stone-600">
          Enter the e-mail address of your account and we will send you a link to choose a new password.
        </p>
        <Input
          label="Email"
          type="email"
          autoComplete="email"
          {...register('email')}
          error={formState.errors.email?.message}
        />
      </form>
    </Modal>
  );
}
