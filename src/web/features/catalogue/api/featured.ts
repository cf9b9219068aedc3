import { queryOptions, useQuery } from '@tanstack/react-query';
import { ProductListSchema } from '../../../../contract/catalogue';
import { api } from '../../../lib/api-client';

/** GET /api/markets/featuredProducts */
export const getFeatured = () => api('/api/markets/featuredProducts?limit=60', { schema: ProductListSchema });

export const featuredQuery = () => queryOptions({ queryKey: ['catalogue', 'featured'], queryFn: getFeatured });

export const useFeatured = () => useQuery(featuredQuery());
