import { queryOptions, useQuery } from '@tanstack/react-query';
import { OrderSchema } from '../../../../contract/orders';
import { api } from '../../../lib/api-client';

/** GET /api/Order/{id} (bearer): a shopper's own order, or any order for an admin; 404 otherwise */
export const getOrder = (orderId: string) => api(`/api/Order/${encodeURIComponent(orderId)}`, { schema: OrderSchema });

export const orderQuery = (orderId: string) =>
  queryOptions({ queryKey: ['orders', 'detail', orderId], queryFn: () => getOrder(orderId) });

export const useOrder = (orderId: string, enabled = true) => useQuery({ ...orderQuery(orderId), enabled });
