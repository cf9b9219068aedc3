import { useQuery } from '@tanstack/react-query';
import type { CategoryListSchema } from '../../../../contract/catalogue';
import { api, typed } from '../../../lib/api-client';
import { catalogueKeys } from '../catalogue.keys';

/** GET /api/markets/getAllCategories */
const getCategories = () => api('/api/markets/getAllCategories', { schema: typed<typeof CategoryListSchema>() });

export const useCategories = () => useQuery({ queryKey: catalogueKeys.categories(), queryFn: getCategories });
