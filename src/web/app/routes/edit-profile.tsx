import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { UserProfile } from '../../../contract/accounts';
import { Button, Card, Input, Spinner } from '../../components/ui';
import { useEditProfile } from '../../features/accounts/api/edit-profile';
import { useProfile } from '../../features/accounts/api/profile';
import { PasswordInput } from '../../features/accounts/components/password-input';
import { EditProfileForm, type EditProfileFormValues } from '../../features/accounts/forms';
import { ApiError, errorMessage } from '../../lib/api-client';
import { setFullName } from '../../lib/session';
import { toast } from '../../lib/toast';

function EditProfileFields({ profile }: { profile: UserProfile }) {
  const navigate = useNavigate();
  const edit = useEditProfile();
  const { register, handleSubmit, control, setError, formState } = useForm<EditProfileFormValues>({
    resolver: zodResolver(EditProfileForm),
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
      toast.success(res.message, { duration: 5000 });
      navigate('/profile');
    } catch (err) {
      if (err instanceof ApiError) {
        for (const e of err.errors) {
          const field = e.path.replace(/^body\./, '') as keyof EditProfileFormValues;
          if (field in profile || field === 'currentPassword') setError(field, { message: e.message });
        }
      }
      toast.error(errorMessage(err), { duration: 5000 });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="mt-6 space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Input label="First name" autoComplete="given-name" {...register('firstName')} error={errors.firstName?.message} />
        <Input label="Last name" autoComplete="family-name" {...register('lastName')} error={errors.lastName?.message} />
      </div>
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
        <Button variant="secondary" onClick={() => navigate('/profile')}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

/** Edit profile: names and username; a new e-mail needs the current password and a confirmation. */
export function EditProfilePage() {
  const profile = useProfile();
  return (
    <Card className="mx-auto max-w-lg">
      <h1 className="text-2xl font-bold">Edit profile</h1>
      {profile.data ? (
        <EditProfileFields profile={profile.data} />
      ) : profile.isError ? (
        <p className="mt-4 text-red-700">{errorMessage(profile.error)}</p>
      ) : (
        <div className="mt-4">
          <Spinner label="Loading user profile" />
        </div>
      )}
    </Card>
  );
}
