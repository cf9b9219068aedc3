import { useInfiniteQuery } from '@tanstack/react-query';
import type { ProductSearchPageSchema } from '../../../../contract/catalogue';
import { api, typed } from '../../../lib/api-client';
import type { Point } from '../../../lib/location';
import { catalogueKeys } from '../catalogue.keys';

/**
 * GET /api/products/search?query&page[&latitude&longitude]: a page of 20 products by name, pack,
 * category, market or place, best first (nearest first when located), and whether another follows
 */
const searchProducts = (query: string, at: Point | null, page: number) =>
  api(
    `/api/products/search?${new URLSearchParams({
      query,
      page: String(page),
      ...(at && { latitude: String(at.latitude), longitude: String(at.longitude) }),
    })}`,
    { schema: typed<typeof ProductSearchPageSchema>() },
  );

/**
 * The results so far as one list (`data`), a page of 20 at a time: `hasNextPage` says whether
 * more follow, `fetchNextPage` asks for them. Nothing is asked for blank words.
 */
export const useSearchProducts = (query: string, at: Point | null = null) =>
  useInfiniteQuery({
    queryKey: catalogueKeys.searchProducts(query, at),
    queryFn: ({ pageParam }) => searchProducts(query, at, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
    select: (data) => data.pages.flatMap((page) => page.items),
    enabled: query.trim() !== '',
  });
