import { queryOptions, useQuery } from '@tanstack/react-query';
import { ChartProductListSchema } from '../../../../contract/price-history';
import { api } from '../../../lib/api-client';

/** GET /api/price-analysis/products (no login): the product names the chart offers, sorted by name */
export const getChartProducts = () => api('/api/price-analysis/products', { schema: ChartProductListSchema });

export const chartProductsQuery = () =>
  queryOptions({ queryKey: ['price-history', 'products'], queryFn: getChartProducts, staleTime: 10 * 60_000 });

export const useChartProducts = () => useQuery(chartProductsQuery());
