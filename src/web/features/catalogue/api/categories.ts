import { useQuery } from '@tanstack/react-query';
import { CategoryListSchema } from '../../../../contract/catalogue';
import { api } from '../../../lib/api-client';
import { catalogueKeys } from '../catalogue.keys';

/** GET /api/markets/getAllCategories */
const getCategories = () => api('/api/markets/getAllCategories', { schema: CategoryListSchema });

export const useCategories = () => useQuery({ queryKey: catalogueKeys.categories(), queryFn: getCategories });
