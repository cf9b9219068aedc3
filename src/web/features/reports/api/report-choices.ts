import { useQuery } from '@tanstack/react-query';
import type { CommodityListSchema } from '../../../../contract/catalogue';
import type { MarketListSchema, NearbyMarketListSchema } from '../../../../contract/markets';
import { api, typed } from '../../../lib/api-client';
import type { Point } from '../../../lib/location';
import { reportKeys } from '../reports.keys';

/** GET /api/commodities: every item once by name, by category */
const getItems = () => api('/api/commodities', { schema: typed<typeof CommodityListSchema>() });

/** GET /api/markets/nearby: the 20 markets nearest the shopper, however far */
const getNear = (at: Point) =>
  api(
    `/api/markets/nearby?${new URLSearchParams({ latitude: String(at.latitude), longitude: String(at.longitude), radiusKm: '3000', limit: '20' })}`,
    { schema: typed<typeof NearbyMarketListSchema>() },
  );

/** GET /api/markets/GetAllMarkets?search: markets by name, LGA or state */
const getNamed = (search: string) =>
  api(`/api/markets/GetAllMarkets?${new URLSearchParams({ search, limit: '20' })}`, {
    schema: typed<typeof MarketListSchema>(),
  });

export const useReportItems = () =>
  useQuery({ queryKey: reportKeys.items(), queryFn: getItems, staleTime: 60 * 60_000 });

export const useMarketsNear = (at: Point | null) =>
  useQuery({ queryKey: reportKeys.marketsNear(at), queryFn: () => getNear(at!), enabled: at !== null });

export const useMarketsNamed = (search: string) =>
  useQuery({
    queryKey: reportKeys.marketsNamed(search),
    queryFn: () => getNamed(search),
    enabled: search.trim().length >= 2,
  });
