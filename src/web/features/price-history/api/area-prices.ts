import { useQuery } from '@tanstack/react-query';
import type { AreaPriceListSchema, AreaSeriesSchema } from '../../../../contract/areas';
import { api, typed } from '../../../lib/api-client';
import { priceHistoryKeys } from '../price-history.keys';

/** Area averages change when a source's file is imported (monthly at most): a day's copy is fine. */
const DAY_MS = 24 * 60 * 60_000;

/** GET /api/areas/{area}/prices (no login): the latest average of each item, with a year before and the first month */
export const areaPricesPath = (area: string) => `/api/areas/${encodeURIComponent(area)}/prices`;
const getAreaPrices = (area: string) => api(areaPricesPath(area), { schema: typed<typeof AreaPriceListSchema>() });

/** GET /api/areas/{area}/prices/{commodityId} (no login): an item's monthly averages, oldest first */
const getAreaSeries = (area: string, commodityId: string) =>
  api(`/api/areas/${encodeURIComponent(area)}/prices/${encodeURIComponent(commodityId)}`, {
    schema: typed<typeof AreaSeriesSchema>(),
  });

export const useAreaPrices = (area: string | undefined) =>
  useQuery({
    queryKey: priceHistoryKeys.areaPrices(area ?? ''),
    queryFn: () => getAreaPrices(area!),
    enabled: Boolean(area),
    staleTime: DAY_MS,
  });

export const useAreaSeries = (area: string, commodityId: string | undefined) =>
  useQuery({
    queryKey: priceHistoryKeys.areaSeries(area, commodityId ?? ''),
    queryFn: () => getAreaSeries(area, commodityId!),
    enabled: Boolean(commodityId),
    staleTime: DAY_MS,
  });
