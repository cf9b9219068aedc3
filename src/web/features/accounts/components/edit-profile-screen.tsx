import { zodResolver } from '@hookform/resolvers/zod';
import { useLingui as useLinguiContext } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { UserProfile } from '../../../../contract/accounts';
import { isLocale, LANGUAGES, LOCALES, SOURCE_LOCALE } from '../../../../contract/languages';
import { Button, Card, Input, QueryState, Select } from '../../../components/ui';
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
import { adoptLanguage } from '../../../lib/i18n';
import { setFullName } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { paths } from '../../../app/paths';

function EditProfileFields({ profile }: { profile: UserProfile }) {
  const navigate = useNavigate();
  const edit = useEditProfile();
  const { t, i18n } = useLingui();
  // The form's rules again when the language changes, so its messages follow.
  const { _ } = useLinguiContext();
  const schema = useMemo(() => editProfileForm(_), [_]);
  const { register, handleSubmit, control, setError, formState } = useForm<EditProfileFormValues>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: {
      firstName: profile.firstName,
      lastName: profile.lastName,
      userName: profile.userName,
      email: profile.email,
      currentPassword: '',
      // An account that has chosen none yet shows the language in use here.
      language: profile.language ?? (isLocale(i18n.locale) ? i18n.locale : SOURCE_LOCALE),
    },
  });
  const email = useWatch({ control, name: 'email' });
  const emailChanged = email.trim().toLowerCase() !== profile.email.toLowerCase();
  const { errors } = formState;

  const onSubmit = handleSubmit(async ({ currentPassword, email: newEmail, ...rest }) => {
    try {
      const res = await edit.mutateAsync({ ...rest, ...(emailChanged ? { email: newEmail, currentPassword } : {}) });
      // The drawer shows the full name from the session: keep it in step.
      setFullName(`${res.profile.firstName} ${res.profile.lastName}`);
      // The account's language is this device's too (it is kept on the account already).
      if (res.profile.language && res.profile.language !== i18n.locale) await adoptLanguage(res.profile.language);
      toast.success(res.message, { duration: 5000, forNextPage: true });
      navigate(paths.profile);
    } catch (err) {
      const shown = showFieldErrors(
        err,
        ['firstName', 'lastName', 'userName', 'email', 'currentPassword', 'language'] as const,
        setError,
      );
      toast.error(shown, { duration: 5000 });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="mt-6 space-y-4">
      <NameFields register={register} errors={errors} />
      <Input label={t`Username`} autoComplete="username" {...register('userName')} error={errors.userName?.message} />
      <Input
        label={t`Email`}
        type="email"
        autoComplete="email"
        hint={t`A new address takes effect once you open the link we send to it.`}
        {...register('email')}
        error={errors.email?.message}
      />
      {emailChanged && (
        <PasswordInput
          label={t`Current password`}
          autoComplete="current-password"
          hint={t`Needed to change your e-mail address.`}
          {...register('currentPassword')}
          error={errors.currentPassword?.message}
        />
      )}
      <Select
        label={t`Language`}
        hint={t`Kasuwa and its e-mails to you are in this language.`}
        {...register('language')}
        error={errors.language?.message}
      >
        {LOCALES.map((locale) => (
          // Each language named in itself, and marked as such for screen readers.
          <option key={locale} value={locale} lang={LANGUAGES[locale].tag}>
            {LANGUAGES[locale].name}
          </option>
        ))}
      </Select>
      <div className="flex gap-3">
        <Button type="submit" loading={edit.isPending}>
          <Trans>Save</Trans>
        </Button>
        <Button variant="secondary" onClick={() => navigate(paths.profile)}>
          <Trans>Cancel</Trans>
        </Button>
      </div>
    </form>
  );
}

/** Change password: the other devices are logged out; this one stays signed in. */
function ChangePasswordFields() {
  const change = useChangePassword();
  const { t } = useLingui();
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
      const shown = showFieldErrors(err, ['currentPassword', 'newPassword', 'confirmPassword'] as const, setError);
      toast.error(shown, { duration: 5000 });
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate className="mt-4 space-y-4" aria-label={t`Change password`}>
      <PasswordInput
        label={t`Current password`}
        autoComplete="current-password"
        {...register('currentPassword')}
        error={errors.currentPassword?.message}
      />
      <PasswordInput
        label={t`New password`}
        autoComplete="new-password"
        {...register('newPassword')}
        error={errors.newPassword?.message}
      />
      <PasswordInput
        label={t`Confirm new password`}
        autoComplete="new-password"
        {...register('confirmPassword')}
        error={errors.confirmPassword?.message}
      />
      <Button type="submit" loading={change.isPending}>
        <Trans>Change password</Trans>
      </Button>
    </form>
  );
}

/** Edit profile: names, username and language; a new e-mail needs the current password and a confirmation. */
export function EditProfileScreen() {
  const profile = useProfile();
  const { t } = useLingui();
  return (
    <div className="mx-auto max-w-lg space-y-6">
      <Card>
        <h1 className="text-2xl font-bold">
          <Trans>Edit profile</Trans>
        </h1>
        <QueryState query={profile} loading={t`Loading user profile`}>
          {(me) => <EditProfileFields profile={me} />}
        </QueryState>
      </Card>
      <Card>
        <h2 className="text-xl font-bold">
          <Trans>Change password</Trans>
        </h2>
        <ChangePasswordFields />
      </Card>
    </div>
  );
}
