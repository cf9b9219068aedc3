import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { href, paths } from '../../../app/paths';
import { linkClass } from '../../../components/ui';
import { formatPrice, monthOf, unitPriceText } from '../../../lib/format';
import { useAreaPrices } from '../api/area-prices';
import { areaKeyOf } from '../../../../contract/areas.constants';

/**
 * Beside a market's price: the state's latest average of the same item, with its source and month
 * plain to see ("Borno state average: N1,050.00 per kg (NBS, Nov 2022)"), and the state's page.
 * History and context: it never stands in for the market's price.
 */
export function StateAverage({ state, commodityId, name }: { state: string; commodityId: string; name: string }) {
  const prices = useAreaPrices(state);
  // The same commodity, else the same item in the source's own pack (NBS's "Rice (local)" per kg
  // beside WFP's 2.7 kg pack): its unit price makes the two comparable.
  const average = prices.data?.find((p) => p.commodityId === commodityId) ?? prices.data?.find((p) => p.name === name);
  const { t } = useLingui();
  const price = average && formatPrice(average.price);
  const unit = average?.unit;
  const amount = average && (unitPriceText(average) ?? (unit ? t`${price} per ${unit}` : t`${price} per unit`));
  const source = average?.source.toUpperCase();
  const month = average && monthOf(average.month);
  return (
    <div className="mt-3 min-h-10 rounded-lg bg-stone-50 px-3 py-2 text-sm text-stone-700">
      {average && (
        <p>
          <Trans comment="Beside a market's price: the state's average of the same item, its source and month">
            {state} state average: <span className="font-semibold text-stone-900">{amount}</span> ({source}, {month})
          </Trans>
        </p>
      )}
      <Link to={href(paths.statePrices, { state: areaKeyOf(state) })} className={linkClass()}>
        <Trans>See {state} state average prices</Trans>
      </Link>
    </div>
  );
}
