import type { Measure } from '../../../contract/reports.js';

/** An amount in a base unit: grams, millilitres or pieces. */
interface Amount {
  base: 'g' | 'ml' | 'piece';
  amount: number;
}

/** A measure's typical weight for items whose name matches, and where the figure comes from. */
interface MeasureWeight {
  measure: Measure;
  /** The items it holds for (by the catalogue's name), or every item when absent. */
  items?: RegExp;
  amount: Amount;
  /** Exact (a metric measure, a labelled bag) or approximate (a market measure: shown as ≈). */
  approximate: boolean;
  source: string;
}

const SOURCE_MEASURES =
  'docs/measures.md (from shared/data/measures): everything2.org "Mudu"; naijapricemarket.blogspot.com (2024); thenationonlineng.net (Dec 2024)';

/**
 * What is known of Nigerian market measures (docs/measures.md). A market measure's weight varies
 * with the item and with heaping: a report in one without a known weight for its item is kept as
 * reported and compared only with reports in the same measure, never turned into a price per kg.
 */
const MEASURE_WEIGHTS: MeasureWeight[] = [
  { measure: 'kg', amount: { base: 'g', amount: 1000 }, approximate: false, source: 'metric' },
  { measure: 'g', amount: { base: 'g', amount: 1 }, approximate: false, source: 'metric' },
  { measure: 'l', amount: { base: 'ml', amount: 1000 }, approximate: false, source: 'metric' },
  { measure: 'piece', amount: { base: 'piece', amount: 1 }, approximate: false, source: 'counted' },
  {
    measure: 'crate',
    items: /egg/i,
    amount: { base: 'piece', amount: 30 },
    approximate: false,
    source: 'NBS: crate of 30 pieces',
  },
  { measure: 'bag-25kg', amount: { base: 'g', amount: 25_000 }, approximate: false, source: 'as labelled' },
  { measure: 'bag-50kg', amount: { base: 'g', amount: 50_000 }, approximate: false, source: 'as labelled' },
  // Beans: 16 mudu in a 25 kg bag, 33 in a 50 kg bag.
  {
    measure: 'mudu',
    items: /bean|cowpea/i,
    amount: { base: 'g', amount: 1500 },
    approximate: true,
    source: SOURCE_MEASURES,
  },
  // Small grains weigh more by the bowl: rice and garri about 1.4 kg.
  {
    measure: 'mudu',
    items: /rice|gari|garri/i,
    amount: { base: 'g', amount: 1400 },
    approximate: true,
    source: SOURCE_MEASURES,
  },
  {
    measure: 'mudu',
    items: /maize|millet|sorghum|corn/i,
    amount: { base: 'g', amount: 1300 },
    approximate: true,
    source: SOURCE_MEASURES,
  },
  // 64 derica of rice in a 50 kg bag.
  { measure: 'derica', items: /rice/i, amount: { base: 'g', amount: 800 }, approximate: true, source: SOURCE_MEASURES },
  // 26 paint buckets of beans in a 100 kg bag.
  {
    measure: 'paint-bucket',
    items: /bean|cowpea/i,
    amount: { base: 'g', amount: 3800 },
    approximate: true,
    source: SOURCE_MEASURES,
  },
];

/** How much one of `measure` holds of an item, when it is known; undefined for a heap, a congo, a tin… */
function amountOf(measure: Measure, itemName: string): (Amount & { approximate: boolean }) | undefined {
  const known = MEASURE_WEIGHTS.find((w) => w.measure === measure && (!w.items || w.items.test(itemName)));
  return known && { ...known.amount, approximate: known.approximate };
}

/** The price of one kg, litre or piece, in kobo, from a price for `quantity` of `measure`; null when the weight is not known. */
export function unitPriceOf(
  priceKobo: number,
  quantity: number,
  measure: Measure,
  itemName: string,
): { kobo: number; per: 'kg' | 'L' | 'piece' } | null {
  const amount = amountOf(measure, itemName);
  if (!amount) return null;
  const total = amount.amount * quantity;
  if (amount.base === 'piece') return { kobo: Math.round(priceKobo / total), per: 'piece' };
  return { kobo: Math.round((priceKobo / total) * 1000), per: amount.base === 'g' ? 'kg' : 'L' };
}
