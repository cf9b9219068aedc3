import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { z } from 'zod';
import type { ChartProduct } from '../../../contract/price-history';
import { type Period, PERIODS } from '../../../contract/price-history.constants';
import type { ChartFilter } from './price-history.keys';

/** The product a chart opens with: 'Rice (imported)' when offered, else the first. */
export const defaultProduct = (products: ChartProduct[]): string | undefined =>
  products.find((p) => p.name === 'Rice (imported)')?.name ?? products[0]?.name;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const dayOf = (raw: string | null) => (raw && DAY.test(raw) ? raw : undefined);
const periodOf = (raw: string | null): Period => PERIODS.find((p) => p === raw) ?? ('Daily' as const);

/**
 * The chart the address asks for (`?period&productName&startDate&endDate&compare&source`), with the
 * defaults of spec §9 (Daily, no dates: all the data, every source); Yearly has no dates. Null until
 * a product is known.
 */
export function filterFrom(params: URLSearchParams, fallbackProduct: string | undefined): ChartFilter | null {
  const productName = params.get('productName') || fallbackProduct;
  if (!productName) return null;
  const period = periodOf(params.get('period'));
  const compare = areaOf(params.get('compare'));
  const source = sourceOf(params.get('source'));
  const chosen = { ...(compare && { compare }), ...(source && { source }) };
  if (period === 'Yearly') return { period, productName, ...chosen };
  return {
    period,
    productName,
    startDate: dayOf(params.get('startDate')),
    endDate: dayOf(params.get('endDate')),
    ...chosen,
  };
}

const AREA = /^[a-z-]{2,40}$/;
const areaOf = (raw: string | null) => (raw && AREA.test(raw) ? raw : undefined);

/** A price source's key, as GET /api/sources lists them. */
const SOURCE = /^[a-z][a-z0-9_-]{0,39}$/;
const sourceOf = (raw: string | null) => (raw && SOURCE.test(raw) ? raw : undefined);

/** The address of a chart: only what differs from "all the data" is written. */
export function searchOf({ period, productName, startDate, endDate, compare, source }: ChartFilter): URLSearchParams {
  const search = new URLSearchParams({ period, productName });
  if (period !== 'Yearly') {
    if (startDate) search.set('startDate', startDate);
    if (endDate) search.set('endDate', endDate);
  }
  if (compare) search.set('compare', compare);
  if (source) search.set('source', source);
  return search;
}

/**
 * The chart screen's filter form; the dates are checked only where they show (not for Yearly). Its
 * messages in the language of `_` (the screen's `useLingui()._`: a new one when the language changes).
 */
export const chartFilterForm = (_: I18n['_']) =>
  z
    .object({
      period: z.enum(PERIODS),
      productName: z.string().min(1, _(msg`Choose a product.`)),
      startDate: z.string(),
      endDate: z.string(),
      compare: z.string(),
      source: z.string(),
    })
    .refine((f) => f.period === 'Yearly' || !f.startDate || !f.endDate || f.startDate <= f.endDate, {
      path: ['startDate'],
      message: _(msg`The start date must be on or before the end date.`),
    });
export type ChartFilterValues = z.infer<ReturnType<typeof chartFilterForm>>;

/** What the form asks for: empty dates mean "from the first" or "to the last" price; no source, every source. */
export const toFilter = ({
  period,
  productName,
  startDate,
  endDate,
  compare,
  source,
}: ChartFilterValues): ChartFilter => ({
  ...(period === 'Yearly'
    ? { period, productName }
    : { period, productName, startDate: startDate || undefined, endDate: endDate || undefined }),
  ...(compare && { compare }),
  ...(source && { source }),
});
