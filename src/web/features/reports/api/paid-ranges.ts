import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PaidRangeListSchema } from '../../../../contract/reports';
import type { PaidRange } from '../../../../contract/reports';
import { REPORT_RULES } from '../../../../contract/reports.constants';
import { api, typed } from '../../../lib/api-client';
import { reportKeys } from '../reports.keys';

/** An item at a market, as `marketId:commodityId`. */
const pairOf = (item: { marketId: string; commodityId: string }) => `${item.marketId}:${item.commodityId}`;

/**
 * GET /api/price-reports/ranges?items (no login): a call per 100 pairs, one for a screen's list.
 * Ids, colons and commas need no escaping in a query: 100 pairs stay under the 8 KB request line
 * common proxies take.
 */
async function getPaidRanges(pairs: string[]): Promise<PaidRange[]> {
  const calls: Array<Promise<PaidRange[]>> = [];
  for (let at = 0; at < pairs.length; at += REPORT_RULES.RANGES_AT_ONCE) {
    const items = pairs.slice(at, at + REPORT_RULES.RANGES_AT_ONCE).join(',');
    calls.push(api(`/api/price-reports/ranges?items=${items}`, { schema: typed<typeof PaidRangeListSchema>() }));
  }
  return (await Promise.all(calls)).flat();
}

const byPair = (ranges: PaidRange[]) => new Map(ranges.map((r) => [pairOf(r), r]));

/**
 * What people paid for the items a screen lists, by `marketId:commodityId` (an item without a
 * range is not in it). Every price of the list asks with the same list, so one call answers them
 * all; while a changed list is asked, the answer before it stays.
 */
export function usePaidRanges(items: ReadonlyArray<{ marketId: string; commodityId: string }>) {
  const pairs = [...new Set(items.map(pairOf))].sort();
  const ranges = useQuery({
    queryKey: reportKeys.ranges(pairs),
    queryFn: () => getPaidRanges(pairs),
    enabled: pairs.length > 0,
    placeholderData: keepPreviousData,
    select: byPair,
  });
  return (item: { marketId: string; commodityId: string }) => ranges.data?.get(pairOf(item));
}
