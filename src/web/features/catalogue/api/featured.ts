import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ProductListCheck } from '../../../lib/shell-answers';
import { catalogueKeys } from '../catalogue.keys';

/** GET /api/markets/featuredProducts (the home screen's strip: checked without zod, decision record 015) */
const getFeatured = () => api('/api/markets/featuredProducts?limit=60', { schema: ProductListCheck });

export const useFeatured = () => useQuery({ queryKey: catalogueKeys.featured(), queryFn: getFeatured });
