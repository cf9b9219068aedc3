import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ChartSchema } from '../../../../contract/price-history';
import type { ChartRequest } from '../../../../contract/price-history';
import { api, typed } from '../../../lib/api-client';
import { type ChartFilter, priceHistoryKeys } from '../price-history.keys';

/**
 * POST /api/price-analysis/chart?period&startDate&endDate&productName[&areas][&source] (bearer), the
 * same fields in the body too, as the spec sends them. 402 SUBSCRIPTION_REQUIRED without an active subscription.
 */
const getChart = ({ period, productName, startDate, endDate, compare, source }: ChartFilter) =>
  api(
    `/api/price-analysis/chart?${new URLSearchParams({ period, startDate: startDate ?? '', endDate: endDate ?? '', productName, ...(compare && { areas: compare }), ...(source && { source }) })}`,
    {
      method: 'POST',
      body: {
        period,
        productName,
        startDate,
        endDate,
        ...(compare && { areas: [compare] }),
        ...(source && { source }),
      } satisfies ChartRequest,
      schema: typed<typeof ChartSchema>(),
    },
  );

/** Keeps the last chart on screen while the next loads, so the one chart updates in place. */
export const useChart = (filter: ChartFilter) =>
  useQuery({
    queryKey: priceHistoryKeys.chart(filter),
    queryFn: () => getChart(filter),
    placeholderData: keepPreviousData,
  });
