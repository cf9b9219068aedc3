import { zodResolver } from '@hookform/resolvers/zod';
import { useLingui as useLinguiContext } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import type { ChartProduct } from '../../../../contract/price-history';
import { PERIODS } from '../../../../contract/price-history.constants';
import { useSourceName } from '../../../app/source-names';
import { Button, Card, EmptyState, Input, QueryState, Select } from '../../../components/ui';
import { useChart } from '../api/chart';
import type { ChartFilter } from '../price-history.keys';
import { useChartProducts } from '../api/chart-products';
import { useAreas } from '../api/areas';
import { chartFilterForm, type ChartFilterValues, defaultProduct, filterFrom, searchOf, toFilter } from '../filter';
import { ChartResult } from './chart-panel';
import { PERIOD_NAMES } from './chart-config';

/**
 * The sources a chart of this filter may keep to: those with prices of the product (the chart's
 * answer lists them, whatever source is chosen; the last answer's while the next loads), and the
 * one chosen, so the list always shows it.
 */
function useOfferedSources(filter: ChartFilter): string[] {
  const offered = useChart(filter).data?.sources ?? [];
  return filter.source && !offered.includes(filter.source) ? [...offered, filter.source] : offered;
}

/**
 * Spec §2's filter form: Period (Daily first), Product name, Start and End date (not for Yearly),
 * then an area to compare with and the source of the prices (all, or one), Filter.
 */
function FilterForm({
  filter,
  products,
  onFilter,
}: {
  filter: ChartFilter;
  products: ChartProduct[];
  onFilter: (filter: ChartFilter) => void;
}) {
  const { t, i18n } = useLingui();
  // The form's rules again when the language changes, so its messages follow.
  const { _ } = useLinguiContext();
  const schema = useMemo(() => chartFilterForm(_), [_]);
  const { register, handleSubmit, control, formState } = useForm<ChartFilterValues>({
    resolver: zodResolver(schema),
    // Follows the address (Back, Forward) without remounting, so focus stays on Filter.
    values: {
      period: filter.period,
      productName: filter.productName,
      startDate: filter.startDate ?? '',
      endDate: filter.endDate ?? '',
      compare: filter.compare ?? '',
      source: filter.source ?? '',
    },
  });
  const areas = useAreas().data ?? [];
  const sources = useOfferedSources(filter);
  const sourceName = useSourceName();
  const yearly = useWatch({ control, name: 'period' }) === 'Yearly';
  const stateAverage = (state: string) => t`${state} state average (NBS)`;
  const { errors } = formState;
  return (
    <Card className="mt-4">
      <form
        onSubmit={handleSubmit((values) => onFilter(toFilter(values)))}
        noValidate
        aria-label={t`Chart filter`}
        className="grid items-start gap-4 sm:grid-cols-2 lg:grid-cols-[repeat(6,minmax(0,1fr))_auto]"
      >
        <Select label={t`Period`} {...register('period')}>
          {PERIODS.map((p) => (
            <option key={p} value={p}>
              {i18n._(PERIOD_NAMES[p])}
            </option>
          ))}
        </Select>
        <Select label={t`Product name`} {...register('productName')} error={errors.productName?.message}>
          {products.map((p) => (
            <option key={p.name} value={p.name}>
              {p.name}
            </option>
          ))}
        </Select>
        {!yearly && (
          <>
            <Input label={t`Start date`} type="date" {...register('startDate')} error={errors.startDate?.message} />
            <Input label={t`End date`} type="date" {...register('endDate', { deps: 'startDate' })} />
          </>
        )}
        <Select label={t`Compare with`} {...register('compare')}>
          <option value="">{t`No area average`}</option>
          {areas
            .filter((a) => a.kind !== 'zone')
            .map((a) => (
              <option key={a.key} value={a.key}>
                {a.kind === 'national' ? t`National average (NBS)` : stateAverage(a.name)}
              </option>
            ))}
        </Select>
        <Select label={t`Source`} {...register('source')}>
          <option value="">{t`All sources`}</option>
          {sources.map((key) => (
            <option key={key} value={key}>
              {sourceName(key)}
            </option>
          ))}
        </Select>
        <Button type="submit" className="lg:mt-6">
          <Trans>Filter</Trans>
        </Button>
      </form>
    </Card>
  );
}

/**
 * The chart screen (/chart, spec §2): the filter form and a bar chart of the product's price over
 * time, loaded at once with the defaults. The filter lives in the address, so a reload or Back keeps it.
 */
export function ChartScreen() {
  const [params, setParams] = useSearchParams();
  const products = useChartProducts();
  const filter = filterFrom(params, products.data && defaultProduct(products.data));
  const { t } = useLingui();
  return (
    <section>
      <h1 className="text-2xl font-bold">
        <Trans>Price chart</Trans>
      </h1>
      <p className="mt-1 text-stone-700">
        <Trans>How a product&apos;s price moved, averaged across the markets that sell it.</Trans>
      </p>
      <QueryState
        query={products}
        loading={t`Loading products`}
        isEmpty={(list) => list.length === 0}
        empty={
          <div className="mt-4">
            <EmptyState title={t`No product has prices yet.`} />
          </div>
        }
      >
        {(list) =>
          filter && <FilterForm filter={filter} products={list} onFilter={(next) => setParams(searchOf(next))} />
        }
      </QueryState>
      {/* A product named in the address is charted at once, while the product list still loads. */}
      {filter && <FilteredChart filter={filter} />}
    </section>
  );
}

function FilteredChart({ filter }: { filter: ChartFilter }) {
  return <ChartResult query={useChart(filter)} />;
}
