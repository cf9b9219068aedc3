import { useQuery } from '@tanstack/react-query';
import type { ChartProductListSchema } from '../../../../contract/price-history';
import { api, typed } from '../../../lib/api-client';
import { priceHistoryKeys } from '../price-history.keys';

/** GET /api/price-analysis/products (no login): the product names the chart offers, sorted by name */
const getChartProducts = () => api('/api/price-analysis/products', { schema: typed<typeof ChartProductListSchema>() });

export const useChartProducts = () =>
  useQuery({ queryKey: priceHistoryKeys.products(), queryFn: getChartProducts, staleTime: 10 * 60_000 });
