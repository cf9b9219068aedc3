import type { Point } from '../../lib/location';
/** The catalogue feature's cached answers; every key starts with `all`, so a change to the catalogue reads them all again. */
export const catalogueKeys = {
  all: ['catalogue'] as const,
  categories: () => [...catalogueKeys.all, 'categories'] as const,
  featured: () => [...catalogueKeys.all, 'featured'] as const,
  marketCategories: (marketId: string) => [...catalogueKeys.all, 'market-categories', marketId] as const,
  product: (id: string) => [...catalogueKeys.all, 'product', id] as const,
  productsInCategory: (marketId: string, categoryId: string) =>
    [...catalogueKeys.all, 'products', marketId, categoryId] as const,
  searchMarkets: (search: string) => [...catalogueKeys.all, 'search-markets', search] as const,
  searchProducts: (query: string, at: Point | null) =>
    [...catalogueKeys.all, 'search-products', query, at?.latitude, at?.longitude] as const,
};
