import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import type { MarketProposal } from '../../../../contract/reports';
import { Button, Card, Input } from '../../../components/ui';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useDeviceLocation } from '../../../lib/location';
import { useProposeMarket } from '../api/market-proposals';
import { reportMessage } from '../messages';

type Field = 'name' | 'address' | 'openingHours' | 'state' | 'lga' | 'latitude';

/**
 * "My market is missing": its name, where it is (the phone's position, as the shopper stands in
 * it), state, LGA and opening days. A moderator adds it; the shopper is told.
 */
export function ProposeMarket({ onDone }: { onDone: (proposed?: MarketProposal) => void }) {
  const location = useDeviceLocation();
  const propose = useProposeMarket();
  const [values, setValues] = useState({ name: '', address: '', openingHours: '', state: '', lga: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const set = (field: keyof typeof values) => (value: string) => setValues((v) => ({ ...v, [field]: value }));
  const { t, i18n } = useLingui();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const at = location.state === 'found' ? location.at : undefined;
    // The contract's rules load on the first submit, not with the report form (decision record 020).
    const { MarketProposalInputSchema } = await import('../../../../contract/reports');
    const checked = MarketProposalInputSchema.safeParse({
      ...values,
      latitude: at?.latitude,
      longitude: at?.longitude,
      ...(values.state ? {} : { state: undefined }),
      ...(values.lga ? {} : { lga: undefined }),
    });
    if (!checked.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of checked.error.issues) {
        const key = (issue.path[0] === 'longitude' ? 'latitude' : issue.path[0]) as Field;
        found[key] ??=
          key === 'latitude' ? t`Share your location, standing in the market.` : reportMessage(i18n, issue.message);
      }
      setErrors(found);
      return;
    }
    setErrors({});
    propose.mutate(checked.data, {
      onError: (err) => {
        const fieldErrors: Partial<Record<Field, string>> = {};
        if (err instanceof ApiError)
          for (const f of err.errors) fieldErrors[f.path.replace(/^body\./, '') as Field] = f.message;
        setErrors(fieldErrors);
      },
    });
  };

  if (propose.isSuccess) {
    const name = propose.data.name;
    return (
      <Card role="status" className="p-4 sm:p-4">
        <p className="font-semibold">
          <Trans>Thank you! A moderator adds {name} to Kasuwa.</Trans>
        </p>
        <p className="mt-1 text-sm text-stone-700">
          <Trans>You will be told in the bell. Your prices there wait with it until then.</Trans>
        </p>
        <Button className="mt-3" onClick={() => onDone(propose.data)}>
          <Trans>Report a price at {name}</Trans>
        </Button>
      </Card>
    );
  }

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="space-y-3 rounded-xl border border-stone-200 p-4">
      <h2 className="font-semibold">
        <Trans>My market is missing</Trans>
      </h2>
      <Input
        label={t`Market name`}
        value={values.name}
        error={errors.name}
        onChange={(e) => set('name')(e.target.value)}
      />
      <Input
        label={t`Where it is (street, landmark)`}
        value={values.address}
        error={errors.address}
        onChange={(e) => set('address')(e.target.value)}
      />
      <div className="grid grid-cols-2 gap-3">
        <Input
          label={t`State`}
          value={values.state}
          error={errors.state}
          onChange={(e) => set('state')(e.target.value)}
        />
        <Input
          label={t({ message: 'LGA', comment: 'Local government area' })}
          value={values.lga}
          error={errors.lga}
          onChange={(e) => set('lga')(e.target.value)}
        />
      </div>
      <Input
        label={t`Opening days and hours`}
        value={values.openingHours}
        error={errors.openingHours}
        onChange={(e) => set('openingHours')(e.target.value)}
        placeholder={t`Every day, 7 am to 6 pm`}
      />
      <p
        className={`text-sm ${errors.latitude ? 'text-red-700' : 'text-stone-600'}`}
        role={errors.latitude ? 'alert' : undefined}
      >
        {location.state === 'found'
          ? t`Its place: where you are now.`
          : (errors.latitude ?? t`Its place is where you stand: allow your location, standing in the market.`)}
      </p>
      {propose.isError && !Object.keys(errors).length && (
        <p role="alert" className="text-sm text-red-700">
          {errorMessage(propose.error)}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" loading={propose.isPending}>
          <Trans>Propose this market</Trans>
        </Button>
        <Button type="button" variant="ghost" onClick={() => onDone()}>
          <Trans>Cancel</Trans>
        </Button>
      </div>
    </form>
  );
}
