import { zodResolver } from '@hookform/resolvers/zod';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui as useLinguiContext } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button, Card, Input } from '../../../components/ui';
import { showFieldErrors } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useAddMarket } from '../api/add-market';

const required = (message: string) => z.string().trim().min(1, { message });
const coordinate = (max: number, message: { required: string; range: string }) =>
  z
    .string()
    .trim()
    .min(1, { message: message.required })
    .refine((v) => Number.isFinite(Number(v)) && Math.abs(Number(v)) <= max, { message: message.range });

/** The form's rules, their messages in the language of `_` (a new one when the language changes). */
const addMarketForm = (_: I18n['_']) =>
  z.object({
    name: required(_(msg`*Market Name is required`)),
    address: required(_(msg`*Address is required`)),
    latitude: coordinate(90, {
      required: _(msg`*Latitude is required`),
      range: _(msg`*Latitude must be a number between -90 and 90`),
    }),
    longitude: coordinate(180, {
      required: _(msg`*Longitude is required`),
      range: _(msg`*Longitude must be a number between -180 and 180`),
    }),
    openingHours: required(_(msg`*Operating Hours is required`)),
    state: z.string().trim(),
    lga: z.string().trim(),
  });
type AddMarketValues = z.infer<ReturnType<typeof addMarketForm>>;
// eslint-disable-next-line lingui/no-unlocalized-strings -- the form's field names, not texts
const FIELDS = ['name', 'address', 'latitude', 'longitude', 'openingHours', 'state', 'lga'] as const;

/** Add market (admin, spec §2 and §5): all five fields required; the server makes the id. */
export function AddMarketScreen() {
  const add = useAddMarket();
  const { t } = useLingui();
  // The form's rules again when the language changes, so its messages follow.
  const { _ } = useLinguiContext();
  const schema = useMemo(() => addMarketForm(_), [_]);
  const { register, handleSubmit, reset, setError, formState } = useForm<AddMarketValues>({
    resolver: zodResolver(schema),
    defaultValues: { name: '', address: '', latitude: '', longitude: '', openingHours: '', state: '', lga: '' },
  });
  const onSubmit = handleSubmit(async (v) => {
    try {
      await add.mutateAsync({
        ...v,
        latitude: Number(v.latitude),
        longitude: Number(v.longitude),
        state: v.state || undefined,
        lga: v.lga || undefined,
      });
      toast.success(t`Market added successfully`);
      reset();
    } catch (err) {
      showFieldErrors(err, FIELDS, setError);
      toast.error(t`Failed to add market`, { duration: 5000 });
    }
  });
  const e = formState.errors;
  return (
    <Card className="mx-auto max-w-xl">
      <h1 className="text-2xl font-bold">
        <Trans>Add market</Trans>
      </h1>
      <form onSubmit={onSubmit} noValidate className="mt-6 grid gap-4 sm:grid-cols-2">
        <Input className="sm:col-span-2" label={t`Market Name`} {...register('name')} error={e.name?.message} />
        <Input className="sm:col-span-2" label={t`Address`} {...register('address')} error={e.address?.message} />
        <Input
          label={t`Latitude`}
          inputMode="decimal"
          {...register('latitude')}
          error={e.latitude?.message}
          hint={t`e.g. 11.83`}
        />
        <Input
          label={t`Longitude`}
          inputMode="decimal"
          {...register('longitude')}
          error={e.longitude?.message}
          hint={t`e.g. 13.15`}
        />
        <Input
          className="sm:col-span-2"
          label={t`Operating Hours`}
          {...register('openingHours')}
          error={e.openingHours?.message}
          hint={t`e.g. Mon–Sat 07:00–18:00`}
        />
        <Input label={t`State (optional)`} {...register('state')} error={e.state?.message} />
        <Input label={t`LGA (optional)`} {...register('lga')} error={e.lga?.message} />
        <Button type="submit" className="sm:col-span-2" loading={add.isPending}>
          <Trans>Add Market</Trans>
        </Button>
      </form>
    </Card>
  );
}
