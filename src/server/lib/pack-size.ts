/**
 * A pack size as markets write it ("2.8 KG", "400 G", "L", "30 pcs") turned into a quantity of
 * one base unit, so prices of different packs of one item compare: grams, millilitres or pieces.
 */
type BaseUnit = 'g' | 'ml' | 'piece';

export interface PackSize {
  quantity: number;
  baseUnit: BaseUnit;
}

const UNITS: Record<string, { base: BaseUnit; factor: number }> = {
  g: { base: 'g', factor: 1 },
  gram: { base: 'g', factor: 1 },
  grams: { base: 'g', factor: 1 },
  kg: { base: 'g', factor: 1000 },
  kgs: { base: 'g', factor: 1000 },
  ml: { base: 'ml', factor: 1 },
  cl: { base: 'ml', factor: 10 },
  l: { base: 'ml', factor: 1000 },
  litre: { base: 'ml', factor: 1000 },
  litres: { base: 'ml', factor: 1000 },
  liter: { base: 'ml', factor: 1000 },
  liters: { base: 'ml', factor: 1000 },
  pc: { base: 'piece', factor: 1 },
  pcs: { base: 'piece', factor: 1 },
  piece: { base: 'piece', factor: 1 },
  pieces: { base: 'piece', factor: 1 },
  unit: { base: 'piece', factor: 1 },
  units: { base: 'piece', factor: 1 },
};

const PACK = /^(\d+(?:\.\d+)?)?\s*([a-z]+)$/;

/** The quantity in its base unit, or null when the text is not a pack size we know. */
export function parsePackSize(text: string | null | undefined): PackSize | null {
  if (!text) return null;
  const match = PACK.exec(text.trim().toLowerCase());
  if (!match) return null;
  const unit = UNITS[match[2]!];
  if (!unit) return null;
  const amount = match[1] === undefined ? 1 : Number(match[1]);
  if (!(amount > 0)) return null;
  // Rounded to a thousandth of the base unit: "2.8 KG" is 2800 g, not 2799.9999999999995.
  return { quantity: Math.round(amount * unit.factor * 1000) / 1000, baseUnit: unit.base };
}

/** The pack size as one comparable key: trimmed, case-folded, inner spaces collapsed. */
export const packSizeKey = (text: string | null | undefined): string =>
  (text ?? '').trim().toLowerCase().replace(/\s+/g, ' ');

/** A name as one comparable key: trimmed, case-folded, inner spaces collapsed. */
export const nameKey = (text: string): string => text.trim().toLowerCase().replace(/\s+/g, ' ');

/** What a unit price is quoted per: a kilogram, a litre or a piece. */
export type UnitPricePer = 'kg' | 'L' | 'piece';

/**
 * Price per kilogram, litre or piece, in kobo (rounded to the kobo), for a pack's price; null when
 * the pack size is unknown.
 */
export function unitPriceKobo(
  priceKobo: number,
  pack: PackSize | null,
): { amountKobo: number; per: UnitPricePer } | null {
  if (!pack) return null;
  if (pack.baseUnit === 'piece') return { amountKobo: Math.round(priceKobo / pack.quantity), per: 'piece' };
  return { amountKobo: Math.round((priceKobo * 1000) / pack.quantity), per: pack.baseUnit === 'g' ? 'kg' : 'L' };
}
