import { zodResolver } from '@hookform/resolvers/zod';
import { useLingui as useLinguiContext } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button, Card, Input, Select, TextArea } from '../../../components/ui';
import { errorMessage, showFieldErrors } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useAddProduct } from '../api/add-product';
import { useCategories } from '../api/categories';
import { useSearchMarkets } from '../api/search-markets';
import { addProductForm, type AddProductFormInput, type AddProductFormValues } from '../forms';
import { priceMessage } from '../messages';
import { ImagePicker } from './image-picker';

// eslint-disable-next-line lingui/no-unlocalized-strings -- the form's field names, not texts
const FIELDS = ['name', 'price', 'unit', 'description', 'marketId', 'categoryId', 'isFeatured'] as const;

/** Add product (admin, spec §2 and §5): the picture is uploaded first, then the product names its URL. */
export function AddProductScreen() {
  const add = useAddProduct();
  const markets = useSearchMarkets('');
  const categories = useCategories();
  const [imageUrl, setImageUrl] = useState<string | null>(null);
  const [imageError, setImageError] = useState<string>();
  const [pickerKey, setPickerKey] = useState(0);
  const { t } = useLingui();
  // The form's rules again when the language changes, so its messages follow.
  const { _ } = useLinguiContext();
  const schema = useMemo(() => addProductForm(_), [_]);
  const { register, handleSubmit, reset, setError, formState } = useForm<
    AddProductFormInput,
    unknown,
    AddProductFormValues
  >({
    resolver: zodResolver(schema),
    defaultValues: { name: '', price: '', unit: '', description: '', marketId: '', categoryId: '', isFeatured: false },
  });
  const onSubmit = handleSubmit(
    async (v) => {
      if (!imageUrl) return setImageError(t`*Image is required`);
      try {
        const created = await add.mutateAsync({ ...v, unit: v.unit || undefined, imageUrl });
        const { name, marketName } = created;
        toast.success(t`Product "${name}" added to ${marketName}`);
        reset();
        setImageUrl(null);
        setPickerKey((k) => k + 1);
      } catch (err) {
        toast.error(showFieldErrors(err, FIELDS, setError), { duration: 5000 });
      }
    },
    () => !imageUrl && setImageError(t`*Image is required`),
  );
  const e = formState.errors;
  return (
    <Card className="mx-auto max-w-xl">
      <h1 className="text-2xl font-bold">
        <Trans>Add product</Trans>
      </h1>
      <form onSubmit={onSubmit} noValidate className="mt-6 grid gap-4 sm:grid-cols-2">
        <Input className="sm:col-span-2" label={t`Name`} {...register('name')} error={e.name?.message} />
        <Input
          label={t`Price (N)`}
          inputMode="decimal"
          {...register('price')}
          error={priceMessage(_, e.price?.message)}
        />
        <Input
          label={t`Pack size (optional)`}
          {...register('unit')}
          error={e.unit?.message}
          hint={t`e.g. 2.5 KG, 1 L, 30 pcs`}
        />
        <TextArea
          className="sm:col-span-2"
          label={t`Description`}
          rows={3}
          {...register('description')}
          error={e.description?.message}
        />
        <div className="sm:col-span-2">
          <ImagePicker
            key={pickerKey}
            label={t`Image`}
            error={imageError}
            onUploaded={(url) => {
              setImageUrl(url);
              if (url) setImageError(undefined);
            }}
          />
        </div>
        <Select
          label={t`Market`}
          {...register('marketId')}
          error={e.marketId?.message ?? (markets.isError ? errorMessage(markets.error) : undefined)}
        >
          <option value="">{markets.isPending ? t`Loading markets…` : t`Choose a market`}</option>
          {markets.data?.map((m) => (
            <option key={m.id} value={m.id}>
              {m.name} ({m.address})
            </option>
          ))}
        </Select>
        <Select
          label={t`Category`}
          {...register('categoryId')}
          error={e.categoryId?.message ?? (categories.isError ? errorMessage(categories.error) : undefined)}
        >
          <option value="">{categories.isPending ? t`Loading categories…` : t`Choose a category`}</option>
          {categories.data?.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </Select>
        <label className="flex min-h-6 items-center gap-2 text-sm sm:col-span-2">
          <input type="checkbox" className="size-5" {...register('isFeatured')} /> <Trans>Is Featured</Trans>
        </label>
        <Button type="submit" className="sm:col-span-2" loading={add.isPending}>
          <Trans>Add Product</Trans>
        </Button>
      </form>
    </Card>
  );
}
