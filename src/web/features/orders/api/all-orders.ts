import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { OrderPageSchema, type OrderStatus } from '../../../../contract/orders';
import { api } from '../../../lib/api-client';
import { orderKeys } from '../orders.keys';

export interface OrdersAsk {
  page: number;
  pageSize: number;
  status?: OrderStatus | undefined;
}

/** GET /api/Order?page&pageSize&status (admin): every order, newest first, a page at a time */
const getAllOrders = ({ page, pageSize, status }: OrdersAsk) =>
  api(
    `/api/Order?${new URLSearchParams({ page: String(page), pageSize: String(pageSize), ...(status ? { status } : {}) })}`,
    { schema: OrderPageSchema },
  );

/** Keeps the page on screen while the next one loads, so the table does not jump. */
export const useAllOrders = (ask: OrdersAsk) =>
  useQuery({ queryKey: orderKeys.page(ask), queryFn: () => getAllOrders(ask), placeholderData: keepPreviousData });
