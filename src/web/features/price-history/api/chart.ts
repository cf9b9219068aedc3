import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type ChartRequest, ChartSchema, type Period } from '../../../../contract/price-history';
import { api } from '../../../lib/api-client';

/** A chart asked for: dates are Lagos days (YYYY-MM-DD, inclusive); without them, all the data. */
export interface ChartFilter {
  period: Period;
  productName: string;
  startDate?: string | undefined;
  endDate?: string | undefined;
}

/**
 * POST /api/price-analysis/chart?period&startDate&endDate&productName (bearer), the same fields in
 * the body too, as the spec sends them. 402 SUBSCRIPTION_REQUIRED without an active subscription.
 */
export const getChart = ({ period, productName, startDate, endDate }: ChartFilter) =>
  api(
    `/api/price-analysis/chart?${new URLSearchParams({ period, startDate: startDate ?? '', endDate: endDate ?? '', productName })}`,
    {
      method: 'POST',
      body: { period, productName, startDate, endDate } satisfies ChartRequest,
      schema: ChartSchema,
    },
  );

export const chartQuery = (filter: ChartFilter) =>
  queryOptions({ queryKey: ['price-history', 'chart', filter], queryFn: () => getChart(filter) });

/** Keeps the last chart on screen while the next loads, so the one chart updates in place. */
export const useChart = (filter: ChartFilter) => useQuery({ ...chartQuery(filter), placeholderData: keepPreviousData });
