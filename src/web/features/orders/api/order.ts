import { useQuery } from '@tanstack/react-query';
import type { OrderSchema } from '../../../../contract/orders';
import { api, typed } from '../../../lib/api-client';
import { orderKeys } from '../orders.keys';

/** GET /api/Order/{id} (bearer): a shopper's own order, or any order for an admin; 404 otherwise */
const getOrder = (orderId: string) =>
  api(`/api/Order/${encodeURIComponent(orderId)}`, { schema: typed<typeof OrderSchema>() });

export const useOrder = (orderId: string, enabled = true) =>
  useQuery({ queryKey: orderKeys.detail(orderId), queryFn: () => getOrder(orderId), enabled });
