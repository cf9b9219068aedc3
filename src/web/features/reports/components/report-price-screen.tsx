import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { MEASURES, REPORT_RULES } from '../../../../contract/reports.constants';
import { paths } from '../../../app/paths';
import { Button, Card, Input, linkClass, Select, TextArea } from '../../../components/ui';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useDeviceLocation } from '../../../lib/location';
import { useReportPrice } from '../api/report-price';
import { useMarketsNamed, useMarketsNear, useReportItems } from '../api/report-choices';
import { reportMessage } from '../messages';
import { ProposeMarket } from './propose-market';
import { measureName } from './report-state';

/** The last market and measure a shopper reported in, kept on this device: the next report starts there. */
const LAST_KEY = 'kasuwa.last-report' as const;
interface Last {
  marketId: string;
  marketName: string;
  measure: string;
}
const lastReport = (): Partial<Last> => {
  try {
    return (JSON.parse(localStorage.getItem(LAST_KEY) ?? '{}') as Partial<Last>) ?? {};
  } catch {
    return {};
  }
};

/** Today in Lagos, and `n` days before, as the date input writes them. */
const lagosDay = (n = 0) => new Date(Date.now() + 3_600_000 - n * 86_400_000).toISOString().slice(0, 10);
const NEW_ITEM = 'new' as const;

type Field =
  | 'marketId'
  | 'commodityId'
  | 'itemName'
  | 'quantity'
  | 'measure'
  | 'priceNaira'
  | 'observedOn'
  | 'note'
  | 'photo';

/** The markets to choose from: the nearest first, or those whose name matches what the shopper typed. */
function MarketChoice({
  value,
  onChange,
  error,
  remembered,
}: {
  value: string;
  onChange: (id: string, name: string) => void;
  error: string | undefined;
  remembered: Partial<Last>;
}) {
  const location = useDeviceLocation();
  const near = useMarketsNear(location.state === 'found' ? location.at : null);
  const [search, setSearch] = useState('');
  const named = useMarketsNamed(search);
  const { t } = useLingui();
  const options = search.trim().length >= 2 ? (named.data ?? []) : (near.data ?? []);
  const known = options.some((m) => m.id === value);
  return (
    <fieldset className="space-y-2">
      <legend className="sr-only">
        <Trans>Market</Trans>
      </legend>
      <Input
        label={t`Find a market by name`}
        type="search"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        placeholder={t({ message: 'Monday, Dawanau, Mile 12…', comment: "Markets' names, as examples" })}
        hint={location.state === 'found' ? t`Or pick one of the markets near you below.` : undefined}
      />
      <Select
        label={t`Market`}
        value={value}
        error={error}
        onChange={(e) => {
          const market = options.find((m) => m.id === e.target.value);
          onChange(e.target.value, market?.name ?? '');
        }}
      >
        <option value="">{t`Choose a market`}</option>
        {value && !known && remembered.marketId === value && <option value={value}>{remembered.marketName}</option>}
        {options.map((m) => (
          <option key={m.id} value={m.id}>
            {m.name}
            {m.lga || m.state ? ` — ${[m.lga, m.state].filter(Boolean).join(', ')}` : ''}
            {'distanceKm' in m && typeof m.distanceKm === 'number' ? ` (${Math.round(m.distanceKm)} km)` : ''}
          </option>
        ))}
      </Select>
    </fieldset>
  );
}

/** What the server decided, in words, with where to go next. */
function Thanks({ state, onAnother }: { state: 'pending' | 'confirmed' | 'rejected'; onAnother: () => void }) {
  return (
    <Card className="mx-auto max-w-lg" role="status">
      <h1 className="text-2xl font-bold">
        <Trans>Thank you!</Trans>
      </h1>
      <p className="mt-2 text-stone-800">
        {state === 'confirmed' ? (
          <Trans>Your price agrees with what others saw: it is confirmed and counts in Kasuwa’s prices now.</Trans>
        ) : (
          <Trans>
            Your price is in. It counts once another shopper’s report agrees with it or a moderator confirms it; My
            reports shows where it stands.
          </Trans>
        )}
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        <Button onClick={onAnother}>
          <Trans>Report another price</Trans>
        </Button>
        <Link to={paths.myReports} className={linkClass()}>
          <Trans>My reports</Trans>
        </Link>
      </div>
    </Card>
  );
}

function SendingPhoto({ progress }: { progress: number }) {
  const percent = Math.round(progress * 100);
  return <Trans>Sending the photo… {percent}%</Trans>;
}

/**
 * Report a price (signed in): a market (the nearest first, or found by name), an item (or one new
 * to Kasuwa), how much of which measure, the price paid or asked, the day, a note and a photo of the
 * tag or receipt. Few fields, big targets; the last market and measure are remembered.
 */
export function ReportPriceScreen() {
  // A product page's "Report it" names the market and the item.
  const [params] = useSearchParams();
  const { t, i18n } = useLingui();
  const [remembered, setRemembered] = useState<Partial<Last>>(() => {
    const last = lastReport();
    const marketId = params.get('marketId');
    return marketId ? { ...last, marketId, marketName: params.get('marketName') ?? t`This market` } : last;
  });
  const items = useReportItems();
  const report = useReportPrice();
  const [values, setValues] = useState({
    marketId: remembered.marketId ?? '',
    commodityId: params.get('commodityId') ?? '',
    itemName: '',
    quantity: '1',
    measure: remembered.measure ?? ('kg' as const),
    priceNaira: '',
    paid: String(true),
    observedOn: lagosDay(),
    note: '',
  });
  const [marketName, setMarketName] = useState(remembered.marketName ?? '');
  const [photo, setPhoto] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [missing, setMissing] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const set = (field: keyof typeof values) => (value: string) => setValues((v) => ({ ...v, [field]: value }));

  const categories = useMemo(() => {
    const groups = new Map<string, Array<{ id: string; name: string }>>();
    for (const item of items.data ?? []) groups.set(item.category, [...(groups.get(item.category) ?? []), item]);
    return [...groups.entries()];
  }, [items.data]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const fields = {
      ...values,
      commodityId: values.commodityId === NEW_ITEM ? '' : values.commodityId,
      itemName: values.commodityId === NEW_ITEM ? values.itemName : '',
    };
    const sent = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== ''));
    // The contract's rules load on the first submit, not with the form (decision record 020).
    const { PriceReportInputSchema } = await import('../../../../contract/reports');
    const checked = PriceReportInputSchema.safeParse(sent);
    const found: Partial<Record<Field, string>> = {};
    if (!checked.success)
      for (const issue of checked.error.issues)
        found[(issue.path[0] as Field) ?? ('marketId' as const)] ??= reportMessage(i18n, issue.message);
    if (!values.marketId) found.marketId = t`Choose a market, or find it by name.`;
    if (values.commodityId === NEW_ITEM && !values.itemName.trim()) found.itemName = t`Name the item.`;
    if (!values.commodityId) found.commodityId = t`Choose an item, or “My item is not listed”.`;
    if (photo && photo.size > REPORT_RULES.MAX_PHOTO_BYTES) found.photo = t`The photo must be at most 10 MB.`;
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length) return;
    setProgress(null);
    report.mutate(
      { fields: sent, photo, onProgress: setProgress },
      {
        onSuccess: () =>
          localStorage.setItem(
            LAST_KEY,
            JSON.stringify({ marketId: values.marketId, marketName, measure: values.measure } satisfies Last),
          ),
        onError: (err) => {
          const fieldErrors: Partial<Record<Field, string>> = {};
          if (err instanceof ApiError) for (const f of err.errors) fieldErrors[f.path as Field] = f.message;
          setErrors(fieldErrors);
          setFormError(errorMessage(err, t`The report could not be sent. Please try again.`));
        },
      },
    );
  };

  if (report.isSuccess)
    return (
      <Thanks
        state={report.data.state}
        onAnother={() => {
          report.reset();
          setValues((v) => ({ ...v, commodityId: '', itemName: '', priceNaira: '', note: '' }));
          setPhoto(null);
        }}
      />
    );

  return (
    <Card className="mx-auto max-w-lg">
      <h1 className="text-2xl font-bold">
        <Trans>Report a price</Trans>
      </h1>
      <p className="mt-1 text-sm text-stone-700">
        <Trans>What did something cost at the market today? Your report helps every shopper near you.</Trans>
      </p>
      {missing && (
        <div className="mt-4">
          <ProposeMarket
            onDone={(proposed) => {
              setMissing(false);
              if (!proposed) return;
              // Its reports wait with it until a moderator adds it.
              const proposedName = proposed.name;
              const name = t({ message: `${proposedName} (proposed)`, comment: 'A market waiting for a moderator' });
              setRemembered((r) => ({ ...r, marketId: proposed.id, marketName: name }));
              set('marketId')(proposed.id);
              setMarketName(name);
            }}
          />
        </div>
      )}
      <form className={missing ? 'hidden' : 'mt-4 space-y-4'} noValidate onSubmit={(e) => void submit(e)}>
        <MarketChoice
          value={values.marketId}
          remembered={remembered}
          error={errors.marketId}
          onChange={(id, name) => {
            set('marketId')(id);
            setMarketName(name);
          }}
        />
        <button type="button" className={linkClass()} onClick={() => setMissing(true)}>
          <Trans>My market is missing</Trans>
        </button>
        <Select
          label={t`Item`}
          value={values.commodityId}
          error={errors.commodityId}
          onChange={(e) => set('commodityId')(e.target.value)}
        >
          <option value="">{items.isPending ? t`Loading the items…` : t`Choose an item`}</option>
          {categories.map(([category, list]) => (
            <optgroup key={category} label={category}>
              {list.map((i) => (
                <option key={i.id} value={i.id}>
                  {i.name}
                </option>
              ))}
            </optgroup>
          ))}
          <option value={NEW_ITEM}>{t`My item is not listed`}</option>
        </Select>
        {values.commodityId === NEW_ITEM && (
          <Input
            label={t`Item name`}
            value={values.itemName}
            error={errors.itemName}
            onChange={(e) => set('itemName')(e.target.value)}
            hint={t`A moderator adds it to Kasuwa before its price counts.`}
          />
        )}
        <div className="grid grid-cols-2 gap-3">
          <Input
            label={t`How many`}
            inputMode="decimal"
            value={values.quantity}
            error={errors.quantity}
            onChange={(e) => set('quantity')(e.target.value)}
          />
          <Select
            label={t`Measure`}
            value={values.measure}
            error={errors.measure}
            onChange={(e) => set('measure')(e.target.value)}
          >
            {MEASURES.map((m) => (
              <option key={m} value={m}>
                {measureName(i18n, m)}
              </option>
            ))}
          </Select>
        </div>
        <Input
          label={t`Price (₦)`}
          inputMode="decimal"
          value={values.priceNaira}
          error={errors.priceNaira}
          onChange={(e) => set('priceNaira')(e.target.value)}
          placeholder="2400"
        />
        <fieldset>
          <legend className="mb-1 text-sm font-medium text-stone-700">
            <Trans>This price was</Trans>
          </legend>
          <div className="grid grid-cols-2 gap-2">
            {[
              { value: 'true', label: t`Paid (after bargaining)` },
              { value: 'false', label: t`Asked (opening price)` },
            ].map((o) => (
              <label
                key={o.value}
                className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-stone-300 px-3 text-sm has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50"
              >
                <input
                  type="radio"
                  name="paid"
                  value={o.value}
                  checked={values.paid === o.value}
                  onChange={() => set('paid')(o.value)}
                  className="size-5 accent-brand-700"
                />
                {o.label}
              </label>
            ))}
          </div>
        </fieldset>
        <Input
          label={t({ message: 'Day', comment: 'The day the price was seen' })}
          type="date"
          value={values.observedOn}
          min={lagosDay(REPORT_RULES.MAX_AGE_DAYS)}
          max={lagosDay()}
          error={errors.observedOn}
          onChange={(e) => set('observedOn')(e.target.value)}
        />
        <TextArea
          label={t`Note (optional)`}
          rows={2}
          value={values.note}
          error={errors.note}
          onChange={(e) => set('note')(e.target.value)}
          placeholder={t`Stall, brand, quality…`}
        />
        <Input
          label={t`Photo of the price tag or receipt (optional)`}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/heic"
          capture="environment"
          error={errors.photo}
          onChange={(e) => setPhoto(e.target.files?.[0] ?? null)}
          hint={t`Up to 10 MB. We remove its location and camera details.`}
        />
        {formError && (
          <p role="alert" className="text-sm text-red-700">
            {formError}
          </p>
        )}
        <Button type="submit" size="lg" className="w-full" loading={report.isPending}>
          {report.isPending && photo && progress !== null && progress < 1 ? (
            <SendingPhoto progress={progress} />
          ) : (
            <Trans>Send report</Trans>
          )}
        </Button>
      </form>
    </Card>
  );
}
