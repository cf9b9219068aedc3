import { useQuery } from '@tanstack/react-query';
import { ProductListSchema } from '../../../../contract/catalogue';
import { api } from '../../../lib/api-client';
import { catalogueKeys } from '../catalogue.keys';

/** GET /api/markets/featuredProducts */
const getFeatured = () => api('/api/markets/featuredProducts?limit=60', { schema: ProductListSchema });

export const useFeatured = () => useQuery({ queryKey: catalogueKeys.featured(), queryFn: getFeatured });
