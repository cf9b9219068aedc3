import type { Period } from '../../../contract/price-history';

/** A chart asked for: dates are Lagos days (YYYY-MM-DD, inclusive); without them, all the data. */
export interface ChartFilter {
  period: Period;
  productName: string;
  startDate?: string | undefined;
  endDate?: string | undefined;
  /** An area whose average to draw beside it ('national', a zone or a state key), when chosen. */
  compare?: string | undefined;
  /** Only this price source's prices (its key); without it, every source's. */
  source?: string | undefined;
}

/** The price history feature's cached answers; every key starts with `all`. */
export const priceHistoryKeys = {
  all: ['price-history'] as const,
  products: () => [...priceHistoryKeys.all, 'products'] as const,
  chart: (filter: ChartFilter) => [...priceHistoryKeys.all, 'chart', filter] as const,
  areas: () => [...priceHistoryKeys.all, 'areas'] as const,
  areaPrices: (area: string) => [...priceHistoryKeys.areas(), area, 'prices'] as const,
  areaSeries: (area: string, commodityId: string) => [...priceHistoryKeys.areaPrices(area), commodityId] as const,
};
