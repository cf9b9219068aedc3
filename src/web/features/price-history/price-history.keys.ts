import type { ChartFilter } from './api/chart';

/** The price history feature's cached answers; every key starts with `all`. */
export const priceHistoryKeys = {
  all: ['price-history'] as const,
  products: () => [...priceHistoryKeys.all, 'products'] as const,
  chart: (filter: ChartFilter) => [...priceHistoryKeys.all, 'chart', filter] as const,
};
