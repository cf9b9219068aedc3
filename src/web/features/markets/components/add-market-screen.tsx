import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button, Card, Input } from '../../../components/ui';
import { showFieldErrors } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useAddMarket } from '../api/add-market';

const required = (label: string) =>
  z
    .string()
    .trim()
    .min(1, { message: `*${label} is required` });
const coordinate = (label: string, max: number) =>
  z
    .string()
    .trim()
    .min(1, { message: `*${label} is required` })
    .refine((v) => Number.isFinite(Number(v)) && Math.abs(Number(v)) <= max, {
      message: `*${label} must be a number between -${max} and ${max}`,
    });

const AddMarketForm = z.object({
  name: required('Market Name'),
  address: required('Address'),
  latitude: coordinate('Latitude', 90),
  longitude: coordinate('Longitude', 180),
  openingHours: required('Operating Hours'),
  state: z.string().trim(),
  lga: z.string().trim(),
});
type AddMarketValues = z.infer<typeof AddMarketForm>;
const FIELDS = ['name', 'address', 'latitude', 'longitude', 'openingHours', 'state', 'lga'] as const;

/** Add market (admin, spec §2 and §5): all five fields required; the server makes the id. */
export function AddMarketScreen() {
  const add = useAddMarket();
  const { register, handleSubmit, reset, setError, formState } = useForm<AddMarketValues>({
    resolver: zodResolver(AddMarketForm),
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
      toast.success('Market added successfully');
      reset();
    } catch (err) {
      showFieldErrors(err, FIELDS, setError);
      toast.error('Failed to add market', { duration: 5000 });
    }
  });
  const e = formState.errors;
  return (
    <Card className="mx-auto max-w-xl">
      <h1 className="text-2xl font-bold">Add market</h1>
      <form onSubmit={onSubmit} noValidate className="mt-6 grid gap-4 sm:grid-cols-2">
        <Input className="sm:col-span-2" label="Market Name" {...register('name')} error={e.name?.message} />
        <Input className="sm:col-span-2" label="Address" {...register('address')} error={e.address?.message} />
        <Input
          label="Latitude"
          inputMode="decimal"
          {...register('latitude')}
          error={e.latitude?.message}
          hint="e.g. 11.83"
        />
        <Input
          label="Longitude"
          inputMode="decimal"
          {...register('longitude')}
          error={e.longitude?.message}
          hint="e.g. 13.15"
        />
        <Input
          className="sm:col-span-2"
          label="Operating Hours"
          {...register('openingHours')}
          error={e.openingHours?.message}
          hint="e.g. Mon–Sat 07:00–18:00"
        />
        <Input label="State (optional)" {...register('state')} error={e.state?.message} />
        <Input label="LGA (optional)" {...register('lga')} error={e.lga?.message} />
        <Button type="submit" className="sm:col-span-2" loading={add.isPending}>
          Add Market
        </Button>
      </form>
    </Card>
  );
}
