import { zodResolver } from '@hookform/resolvers/zod';
import { useLingui as useLinguiContext } from '@lingui/react';
import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { UserProfile } from '../../../../contract/accounts';
import { Button, Card, Input, QueryState } from '../../../components/ui';
import { useChangePassword } from '../api/change-password';
import { useEditProfile } from '../api/edit-profile';
import { useProfile } from '../api/profile';
import { NameFields } from './name-fields';
import { PasswordInput } from './password-input';
import {
  changePasswordForm,
  type ChangePasswordFormValues,
  editProfileForm,
  type EditProfileFormValues,
} from '../forms';
import { showFieldErrors } from '../../../lib/api-client';
import { setFullName } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { paths } from '../../../app/paths';

function EditProfileFields({ profile }: { profile: UserProfile }) {
  const navigate = useNavigate();
  const edit = useEditProfile();
  const { _ } = useLinguiContext();
  const schema = useMemo(() => editProfileForm(_), [_]);
  const { register, handleSubmit, control, setError, formState } = useForm<EditProfileFormValues>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: { ...profile, currentPassword: '' },
  });
  const email = useWatch({ control, name: 'email' });
  const emailChanged = email.trim().toLowerCase() !== profile.email.toLowerCase();
  const { errors } = formState;

  const onSubmit = handleSubmit(async ({ currentPassword, email: newEmail, ...names }) => {
    try {
      const res = await edit.mutateAsync({ ...names, ...(emailChanged ? { email: newEmail, currentPassword } : {}) });
      // The drawer shows the full name from the session: keep it in step.
      setFullName(`${res.profile.firstName} ${res.profile.lastName}`);
      toast.success(res.message, { duration: 5000, forNextPage: true });
      navigate(paths.profile);
    } catch (err) {
      const fields = ['firstName', 'lastName', 'userName', 'email', 'currentPassword'] as const;
      toast.error(showFieldErrors(err, fields, setError), { duration: 5000 });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="mt-6 space-y-4">
      <NameFields register={register} errors={errors} />
      <Input label="Username" autoComplete="username" {...register('userName')} error={errors.userName?.message} />
      <Input
        label="Email"
        type="email"
        autoComplete="email"
        hint="A new address takes effect once you open the link we send to it."
        {...register('email')}
        error={errors.email?.message}
      />
      {emailChanged && (
        <PasswordInput
          label="Current password"
          autoComplete="current-password"
          hint="Needed to change your e-mail address."
          {...register('currentPassword')}
          error={errors.currentPassword?.message}
        />
      )}
      <div className="flex gap-3">
        <Button type="submit" loading={edit.isPending}>
          Save
        </Button>
        <Button variant="secondary" onClick={() => navigate(paths.profile)}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

/** Change password: the other devices are logged out; this one stays signed in. */
function ChangePasswordFields() {
  const change = useChangePassword();
  const { _ } = useLinguiContext();
  const schema = useMemo(() => changePasswordForm(_), [_]);
  const { register, handleSubmit, reset, setError, formState } = useForm<ChangePasswordFormValues>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const { errors } = formState;
  const onSubmit = handleSubmit(async (values) => {
    try {
      const res = await change.mutateAsync(values);
      reset();
      toast.success(res.message, { duration: 5000 });
    } catch (err) {
      const fields = ['currentPassword', 'newPassword', 'confirmPassword'] as const;
      toast.error(showFieldErrors(err, fields, setError), { duration: 5000 });
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate className="mt-4 space-y-4" aria-label="Change password">
      <PasswordInput
        label="Current password"
        autoComplete="current-password"
        {...register('currentPassword')}
        error={errors.currentPassword?.message}
      />
      <PasswordInput
        label="New password"
        autoComplete="new-password"
        {...register('newPassword')}
        error={errors.newPassword?.message}
      />
      <PasswordInput
        label="Confirm new password"
        autoComplete="new-password"
        {...register('confirmPassword')}
        error={errors.confirmPassword?.message}
      />
      <Button type="submit" loading={change.isPending}>
        Change password
      </Button>
    </form>
  );
}

/** Edit profile: names and username; a new e-mail needs the current password and a confirmation. */
export function EditProfileScreen() {
  const profile = useProfile();
  return (
    <div className="mx-auto max-w-lg space-y-6">
      <Card>
        <h1 className="text-2xl font-bold">Edit profile</h1>
        <QueryState query={profile} loading="Loading user profile">
          {(me) => <EditProfileFields profile={me} />}
        </QueryState>
      </Card>
      <Card>
        <h2 className="text-xl font-bold">Change password</h2>
        <ChangePasswordFields />
      </Card>
    </div>
  );
}
