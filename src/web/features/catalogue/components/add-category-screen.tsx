import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button, Card, Input } from '../../../components/ui';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useAddCategory } from '../api/add-category';

const AddCategoryForm = z.object({ name: z.string().trim().min(1, { message: '*Category Name is required' }) });

/** Add category (admin, spec §2, §5 and §8). */
export function AddCategoryScreen() {
  const add = useAddCategory();
  const { register, handleSubmit, reset, formState } = useForm<z.infer<typeof AddCategoryForm>>({
    resolver: zodResolver(AddCategoryForm),
    defaultValues: { name: '' },
  });
  const onSubmit = handleSubmit(async ({ name }) => {
    try {
      await add.mutateAsync(name);
      toast.success('Category added successfully');
      reset();
    } catch (err) {
      toast.error(`Failed to add category: ${errorMessage(err)}`, { duration: 5000 });
    }
  });
  return (
    <Card className="mx-auto max-w-md">
      <h1 className="text-2xl font-bold">Add category</h1>
      <form onSubmit={onSubmit} noValidate className="mt-6 space-y-4">
        <Input label="Category Name" {...register('name')} error={formState.errors.name?.message} />
        <Button type="submit" className="w-full" loading={add.isPending}>
          Add Category
        </Button>
      </form>
    </Card>
  );
}
