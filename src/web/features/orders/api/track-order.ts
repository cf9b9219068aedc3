import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { OrderTrackingSchema } from '../../../../contract/orders';
import { api } from '../../../lib/api-client';
import { orderKeys } from '../orders.keys';
import { isOrderStatus } from '../status';

/**
 * The contract's tracking shape, read leniently (spec §4: an unrecognised status is displayed as
 * Pending; the spec's tracking answer carries only `status`, so a missing id is the one asked for).
 */
const trackingOf = (orderId: string) =>
  z.preprocess((raw) => {
    const body = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
    return { orderId: body.orderId ?? orderId, status: isOrderStatus(body.status) ? body.status : 'Pending' };
  }, OrderTrackingSchema);

/** GET /api/Order/track/{id} (bearer): where the order is */
const trackOrder = (orderId: string) =>
  api(`/api/Order/track/${encodeURIComponent(orderId)}`, { schema: trackingOf(orderId) });

export const useTrackOrder = (orderId: string, enabled = true) =>
  useQuery({ queryKey: orderKeys.track(orderId), queryFn: () => trackOrder(orderId), enabled });
