import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { OrderPageSchema } from '../../../../contract/orders';
import { api, typed } from '../../../lib/api-client';
import { type OrdersAsk, orderKeys } from '../orders.keys';

/** GET /api/Order?page&pageSize&status (admin): every order, newest first, a page at a time */
const getAllOrders = ({ page, pageSize, status }: OrdersAsk) =>
  api(
    `/api/Order?${new URLSearchParams({ page: String(page), pageSize: String(pageSize), ...(status ? { status } : {}) })}`,
    { schema: typed<typeof OrderPageSchema>() },
  );

/** Keeps the page on screen while the next one loads, so the table does not jump. */
export const useAllOrders = (ask: OrdersAsk) =>
  useQuery({ queryKey: orderKeys.page(ask), queryFn: () => getAllOrders(ask), placeholderData: keepPreviousData });
