const withDecimals = new Intl.NumberFormat('en-NG', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const whole = new Intl.NumberFormat('en-NG', { maximumFractionDigits: 0 });

/** "1,312.67" or "3,875": kobo shown only when there are any. */
export function formatAmount(naira: number): string {
  const rounded = Math.round(naira * 100) / 100;
  return Number.isInteger(rounded) ? whole.format(rounded) : withDecimals.format(rounded);
}

/** Product prices: N1,312.67 */
export const formatPrice = (naira: number) => `${naira < 0 ? '-' : ''}N${formatAmount(Math.abs(naira))}`;

/** Totals and plans: NGN3,875 */
export const formatTotal = (naira: number) => `${naira < 0 ? '-' : ''}NGN${formatAmount(Math.abs(naira))}`;

const DATE = new Intl.DateTimeFormat('en-NG', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Africa/Lagos',
});

/** Price dates: "15 Aug 2026", in Lagos time. */
export const observedOn = (iso: string) => DATE.format(new Date(iso));

/** "N1,029.33 per kg", or null when the pack size is unknown. */
export const unitPriceText = (p: { unitPrice: { amount: number; per: string } | null }) =>
  p.unitPrice ? `${formatPrice(p.unitPrice.amount)} per ${p.unitPrice.per}` : null;
