import type { ReactNode } from 'react';

type MarketItem = { marketId: string; commodityId: string };

/**
 * What people paid for an item at a market, under its price (the app gives it: shoppers'
 * reports); `shown` is every item the list shows, so one call answers them all.
 */
export type PaidRangeSlot = (item: MarketItem, shown: readonly MarketItem[]) => ReactNode;
