import { queryOptions, useQuery } from '@tanstack/react-query';
import { CategoryListSchema } from '../../../../contract/catalogue';
import { api } from '../../../lib/api-client';

/** GET /api/markets/getAllCategories */
export const getCategories = () => api('/api/markets/getAllCategories', { schema: CategoryListSchema });

export const categoriesQuery = () => queryOptions({ queryKey: ['catalogue', 'categories'], queryFn: getCategories });

export const useCategories = () => useQuery(categoriesQuery());
