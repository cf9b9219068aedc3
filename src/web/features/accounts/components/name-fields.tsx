import { useLingui } from '@lingui/react/macro';
import type { FieldErrors, FieldValues, Path, UseFormRegister } from 'react-hook-form';
import { Input } from '../../../components/ui';

/** First and last name side by side, for any form that has both. */
export function NameFields<T extends FieldValues & { firstName: string; lastName: string }>({
  register,
  errors,
}: {
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
}) {
  const { t } = useLingui();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Input
        label={t`First name`}
        autoComplete="given-name"
        {...register('firstName' as Path<T>)}
        error={errors.firstName?.message as string | undefined}
      />
      <Input
        label={t`Last name`}
        autoComplete="family-name"
        {...register('lastName' as Path<T>)}
        error={errors.lastName?.message as string | undefined}
      />
    </div>
  );
}
