import { zodResolver } from '@hookform/resolvers/zod';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui as useLinguiContext } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button, Card, Input } from '../../../components/ui';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useAddCategory } from '../api/add-category';

/** The form's rule, its message in the language of `_`. */
const addCategoryForm = (_: I18n['_']) =>
  z.object({
    name: z
      .string()
      .trim()
      .min(1, { message: _(msg`*Category Name is required`) }),
  });

/** Add category (admin, spec §2, §5 and §8). */
export function AddCategoryScreen() {
  const add = useAddCategory();
  const { t } = useLingui();
  // The form's rules again when the language changes, so its messages follow.
  const { _ } = useLinguiContext();
  const schema = useMemo(() => addCategoryForm(_), [_]);
  const { register, handleSubmit, reset, formState } = useForm<z.infer<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { name: '' },
  });
  const onSubmit = handleSubmit(async ({ name }) => {
    try {
      await add.mutateAsync(name);
      toast.success(t`Category added successfully`);
      reset();
    } catch (err) {
      const reason = errorMessage(err);
      toast.error(t`Failed to add category: ${reason}`, { duration: 5000 });
    }
  });
  return (
    <Card className="mx-auto max-w-md">
      <h1 className="text-2xl font-bold">
        <Trans>Add category</Trans>
      </h1>
      <form onSubmit={onSubmit} noValidate className="mt-6 space-y-4">
        <Input label={t`Category Name`} {...register('name')} error={formState.errors.name?.message} />
        <Button type="submit" className="w-full" loading={add.isPending}>
          <Trans>Add Category</Trans>
        </Button>
      </form>
    </Card>
  );
}
