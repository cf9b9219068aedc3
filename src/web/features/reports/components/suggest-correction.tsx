import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import type { Market } from '../../../../contract/markets';
import { MarketCorrectionInputSchema } from '../../../../contract/reports';
import { href, paths } from '../../../app/paths';
import { Button, Card, Input, linkClass } from '../../../components/ui';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useDeviceLocation } from '../../../lib/location';
import { useSuggestCorrection } from '../api/market-corrections';
import { reportMessage } from '../messages';

/** What a market says when no one has told Kasuwa its hours: the field starts empty rather than with it. */
const UNKNOWN_HOURS = /not surveyed/i;

/**
 * A shopper's correction to a known market: its opening days and hours, and its place moved to
 * where the shopper stands. A moderator makes it; the shopper is told in the bell.
 */
export function SuggestCorrection({ market }: { market: Market }) {
  const location = useDeviceLocation();
  const suggest = useSuggestCorrection();
  const [hours, setHours] = useState(UNKNOWN_HOURS.test(market.openingHours) ? '' : market.openingHours);
  const [move, setMove] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { t, i18n } = useLingui();
  const { name, openingHours } = market;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const at = move && location.state === 'found' ? location.at : undefined;
    const checked = MarketCorrectionInputSchema.safeParse({
      marketId: market.id,
      ...(hours.trim() && hours.trim() !== market.openingHours && { openingHours: hours }),
      ...(at && { latitude: at.latitude, longitude: at.longitude }),
    });
    if (!checked.success) {
      const issue = checked.error.issues[0]?.message;
      setError(issue ? reportMessage(i18n, issue) : t`Check the correction.`);
      return;
    }
    setError(null);
    suggest.mutate(checked.data, {
      onError: (err) => setError(err instanceof ApiError && err.errors[0] ? err.errors[0].message : errorMessage(err)),
    });
  };

  if (suggest.isSuccess)
    return (
      <Card className="mx-auto max-w-lg" role="status">
        <h1 className="text-2xl font-bold">
          <Trans>Thank you!</Trans>
        </h1>
        <p className="mt-2 text-stone-800">
          <Trans>A moderator checks your correction to {name}; you will be told in the bell.</Trans>
        </p>
        <Link to={href(paths.market, { id: market.id })} className={`${linkClass()} mt-4 inline-block`}>
          <Trans>Back to {name}</Trans>
        </Link>
      </Card>
    );

  return (
    <Card className="mx-auto max-w-lg">
      <h1 className="text-2xl font-bold">
        <Trans>Correct {name}</Trans>
      </h1>
      <p className="mt-1 text-sm text-stone-700">
        <Trans>
          Kasuwa says it opens: <span className="font-medium">{openingHours}</span>. Tell us what you know.
        </Trans>
      </p>
      <form className="mt-4 space-y-4" noValidate onSubmit={submit}>
        <Input
          label={t`Opening days and hours`}
          value={hours}
          onChange={(e) => setHours(e.target.value)}
          placeholder={t`Monday to Saturday, 7 am to 6 pm`}
        />
        <label className="flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border border-stone-300 p-3 text-sm">
          <input
            type="checkbox"
            checked={move}
            onChange={(e) => setMove(e.target.checked)}
            disabled={location.state !== 'found'}
            className="mt-0.5 size-5 accent-brand-700"
          />
          <span>
            <Trans>Its place on the map is wrong: move it to where I stand now.</Trans>
            {location.state !== 'found' && (
              <span className="block text-stone-600">
                <Trans>Allow your location, standing in the market, to move it.</Trans>
              </span>
            )}
          </span>
        </label>
        {error && (
          <p role="alert" className="text-sm text-red-700">
            {error}
          </p>
        )}
        <Button type="submit" size="lg" className="w-full" loading={suggest.isPending}>
          <Trans>Send the correction</Trans>
        </Button>
      </form>
    </Card>
  );
}
