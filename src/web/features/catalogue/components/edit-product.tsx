import type { I18n } from '@lingui/core';
import { useLingui as useLinguiContext } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { Product } from '../../../../contract/catalogue';
import { Button, Input, TextArea } from '../../../components/ui';
import { errorMessage } from '../../../lib/api-client';
import { lazyResolver } from '../../../lib/lazy-resolver';
import { toast } from '../../../lib/toast';
import { useUpdateProduct } from '../api/update-product';
import type { EditProductFormInput, EditProductFormValues } from '../forms';
import { priceMessage } from '../messages';
import { ImagePicker } from './image-picker';

/**
 * The edit form's schema loads when an admin first checks it, not with every product page (decision
 * record 020); its messages in the language of `_`.
 */
const editProductResolver = (_: I18n['_']) =>
  lazyResolver<EditProductFormInput, EditProductFormValues>(async () => {
    const [{ zodResolver }, { editProductForm }] = await Promise.all([
      import('@hookform/resolvers/zod'),
      import('../forms'),
    ]);
    return zodResolver(editProductForm(_));
  });

/**
 * Admins change the price, description, featured flag and picture; a new price joins the history.
 * Its own chunk, loaded when an admin presses Edit (product-details-screen.tsx): a shopper's product
 * page fetches none of it, react-hook-form included.
 */
export default function EditProduct({ product, onDone }: { product: Product; onDone: () => void }) {
  const update = useUpdateProduct();
  const [imageUrl, setImageUrl] = useState<string | null>(null);
  const { t } = useLingui();
  // The form's rules again when the language changes, so its messages follow.
  const { _ } = useLinguiContext();
  const resolver = useMemo(() => editProductResolver(_), [_]);
  const { register, handleSubmit, formState } = useForm<EditProductFormInput, unknown, EditProductFormValues>({
    resolver,
    mode: 'onTouched',
    defaultValues: { price: String(product.price), description: product.description, isFeatured: product.isFeatured },
  });
  const onSubmit = handleSubmit(async (changes) => {
    try {
      await update.mutateAsync({ id: product.id, changes: { ...changes, ...(imageUrl && { imageUrl }) } });
      toast.success(t`Product updated`);
      onDone();
    } catch (err) {
      toast.error(errorMessage(err), { duration: 5000 });
    }
  });
  return (
    <form className="mt-6 space-y-4 border-t border-stone-200 pt-4" noValidate onSubmit={onSubmit}>
      <h2 className="text-lg font-semibold">
        <Trans>Edit product</Trans>
      </h2>
      <Input
        label={t`Price (N)`}
        inputMode="decimal"
        {...register('price')}
        error={priceMessage(_, formState.errors.price?.message)}
      />
      <TextArea label={t`Description`} rows={3} {...register('description')} />
      <label className="flex min-h-6 items-center gap-2 text-sm">
        <input type="checkbox" className="size-5" {...register('isFeatured')} /> <Trans>Is Featured</Trans>
      </label>
      <ImagePicker label={t`New picture (optional)`} onUploaded={setImageUrl} />
      <div className="flex gap-3">
        <Button type="submit" loading={update.isPending}>
          <Trans>Save</Trans>
        </Button>
        <Button type="button" variant="secondary" onClick={onDone}>
          <Trans>Cancel</Trans>
        </Button>
      </div>
    </form>
  );
}
