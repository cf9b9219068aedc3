import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  duration,
  formatAmount,
  formatNumber,
  monthOf,
  observedOn,
  formatPrice,
  formatTotal,
  lagosDate,
  lagosDateTime,
  lagosDayTime,
  lagosMediumDateTime,
  travelTime,
  unitPriceText,
} from './format';
import { loadWholeLanguage } from './i18n';

describe('money formatting', () => {
  it('uses en-NG thousands separators and hides zero kobo', () => {
    expect(formatAmount(3875)).toBe('3,875');
    expect(formatAmount(1234567)).toBe('1,234,567');
  });

  it('shows two decimals when there are kobo', () => {
    expect(formatAmount(1312.67)).toBe('1,312.67');
    expect(formatAmount(1312.5)).toBe('1,312.50');
    expect(formatAmount(0.1 + 0.2)).toBe('0.30');
  });

  it('prefixes product prices with N and totals with NGN', () => {
    expect(formatPrice(3500)).toBe('N3,500');
    expect(formatTotal(3875)).toBe('NGN3,875');
    expect(formatTotal(-12.5)).toBe('-NGN12.50');
  });
});

describe('Lagos dates', () => {
  it('formats yyyy-MM-dd and yyyy-MM-dd HH:mm:ss on the Lagos clock (UTC+1)', () => {
    expect(lagosDate('2026-08-15T08:05:07.000Z')).toBe('2026-08-15');
    expect(lagosDateTime('2026-08-15T08:05:07.000Z')).toBe('2026-08-15 09:05:07');
  });

  it('moves to the next day once it is past midnight in Lagos, with a 00 hour', () => {
    expect(lagosDate('2026-12-31T23:30:00.000Z')).toBe('2027-01-01');
    expect(lagosDateTime('2026-12-31T23:30:00.000Z')).toBe('2027-01-01 00:30:00');
  });

  it("writes the 'medium' format with a 12-hour clock", () => {
    expect(lagosMediumDateTime('2026-08-15T08:05:07.000Z')).toBe('Aug 15, 2026, 9:05:07 AM');
    expect(lagosMediumDateTime('2026-08-15T23:30:05.000Z')).toBe('Aug 16, 2026, 12:30:05 AM');
    expect(lagosMediumDateTime('2026-03-01T13:00:00.000Z')).toBe('Mar 1, 2026, 2:00:00 PM');
  });
});

describe('a moment in a sentence', () => {
  it('writes day, month, year and a 24-hour time in Lagos', () => {
    expect(lagosDayTime('2026-09-14T22:59:00.000Z')).toBe('14 Sept 2026, 23:59');
    expect(lagosDayTime('2026-12-31T23:30:00.000Z')).toBe('1 Jan 2027, 00:30');
  });
});

describe('duration', () => {
  it('names the largest unit that fits', () => {
    expect(duration(2_592_000)).toBe('30 days');
    expect(duration(86_400)).toBe('1 day');
    expect(duration(31_536_000)).toBe('1 year');
    expect(duration(5_400)).toBe('1.5 hours');
    expect(duration(60)).toBe('1 minute');
    expect(duration(45)).toBe('45 seconds');
  });

  it('says "about" when one decimal is not exact, and never shows a negative or broken length', () => {
    expect(duration(2_629_800)).toBe('about 30.4 days');
    expect(duration(0)).toBe('0 seconds');
    expect(duration(Number.NaN)).toBe('0 seconds');
  });
});

describe("written by hand, as the browser's en-NG formatters write it", () => {
  const amounts = fc.oneof(
    fc.integer({ min: -10_000_000_000, max: 10_000_000_000 }).map((kobo) => kobo / 100),
    fc.double({ min: -1e9, max: 1e9, noNaN: true }),
  );
  const moments = fc
    .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2100-01-01T00:00:00Z'), noInvalidDate: true })
    .map((d) => d.toISOString());
  const lagos = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat('en-NG', { ...options, timeZone: 'Africa/Lagos' });

  it('amounts: thousands separators, kobo only when there are any', () => {
    const whole = new Intl.NumberFormat('en-NG', { maximumFractionDigits: 0 });
    const kobo = new Intl.NumberFormat('en-NG', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    fc.assert(
      fc.property(amounts, (naira) => {
        const rounded = Math.round(naira * 100) / 100;
        const expected = (Number.isInteger(rounded) ? whole : kobo).format(rounded).replace(/^-0(\.00)?$/, '0$1');
        expect(formatAmount(naira)).toBe(expected);
      }),
    );
    const upTo1 = new Intl.NumberFormat('en-NG', { maximumFractionDigits: 1 });
    fc.assert(
      fc.property(amounts, (n) => {
        expect(formatNumber(n)).toBe(whole.format(n).replace(/^-0$/, '0'));
        expect(formatNumber(n, 1)).toBe(upTo1.format(n).replace(/^-0$/, '0'));
      }),
      { numRuns: 2000 },
    );
    expect(formatAmount(-1234.5)).toBe('-1,234.50');
    expect(formatAmount(999.999)).toBe('1,000');
  });

  it('days, months and moments on the Lagos clock', () => {
    const day = lagos({ day: 'numeric', month: 'short', year: 'numeric' });
    const month = lagos({ month: 'short', year: 'numeric' });
    const moment = lagos({
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    fc.assert(
      fc.property(moments, (iso) => {
        expect(observedOn(iso)).toBe(day.format(new Date(iso)));
        expect(monthOf(iso)).toBe(month.format(new Date(iso)));
        expect(lagosDayTime(iso)).toBe(moment.format(new Date(iso)));
      }),
    );
    expect(monthOf('2025-09')).toBe('Sept 2025');
    expect(observedOn('2026-08-14T23:00:00Z')).toBe('15 Aug 2026');
  });
});

describe("in the app's language (decision record 015, Languages)", () => {
  afterEach(() => loadWholeLanguage('en'));
  const MOMENT = '2026-08-15T08:05:07.000Z';
  const NBSP = '\u00a0';

  it.each([
    // Hausa writes a space (no-break) between the naira sign and the amount, and a comma after the month.
    ['ha', `₦${NBSP}2,400.50`, `₦${NBSP}3,500`, `NGN${NBSP}3,875`, '15 Agu, 2026', 'Agu 2026', '15 Agu, 2026, 09:05'],
    ['yo', '₦2,400.50', '₦3,500', `NGN${NBSP}3,875`, '15 Oṣù Ògún 2026', 'Oṣù Ògún 2026', '15 Oṣù Ògún 2026, 09:05'],
    ['ig', '₦2,400.50', '₦3,500', `NGN${NBSP}3,875`, '15 Ọgọ 2026', 'Ọgọ 2026', '15 Ọgọ 2026, 09:05'],
    ['pcm', '₦2,400.50', '₦3,500', `NGN${NBSP}3,875`, '15 Ọgọ 2026', 'Ọgọ 2026', '15 Ọgọ 2026, 09:05'],
  ] as const)('%s: a price, a total, a date and a month', async (locale, price, whole, total, day, month, dayTime) => {
    await loadWholeLanguage(locale);
    expect(formatPrice(2400.5)).toBe(price);
    expect(formatPrice(3500)).toBe(whole);
    expect(formatTotal(3875)).toBe(total);
    expect(observedOn(MOMENT)).toBe(day);
    expect(monthOf(MOMENT)).toBe(month);
    expect(monthOf('2026-08')).toBe(month);
    expect(lagosDayTime(MOMENT)).toBe(dayTime);
    // The machine-like forms are the same in every language.
    expect(lagosDate(MOMENT)).toBe('2026-08-15');
    expect(lagosDateTime(MOMENT)).toBe('2026-08-15 09:05:07');
  });

  it('as Intl writes them for the language, on the Lagos clock, never a minus on a zero', async () => {
    await loadWholeLanguage('ha');
    const lagos = (options: Intl.DateTimeFormatOptions) =>
      new Intl.DateTimeFormat('ha-NG', { ...options, timeZone: 'Africa/Lagos' });
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2100-01-01T00:00:00Z'), noInvalidDate: true }),
        (d) => {
          expect(observedOn(d.toISOString())).toBe(
            lagos({ day: 'numeric', month: 'short', year: 'numeric' }).format(d),
          );
        },
      ),
    );
    expect(observedOn('2026-08-14T23:00:00Z')).toBe('15 Agu, 2026');
    expect(formatAmount(-0.001)).toBe('0');
    expect(formatAmount(-1234.5)).toBe('-1,234.50');
    expect(formatNumber(-0.2)).toBe('0');
    expect(formatNumber(12.46, 1)).toBe('12.5');
    expect(formatPrice(-12.5)).toBe(`-₦${NBSP}12.50`);
  });

  it('says the words of units and lengths of time in the language', async () => {
    await loadWholeLanguage('ha');
    expect(unitPriceText({ unitPrice: { amount: 1029.33, per: 'kg' } })).toBe(`₦${NBSP}1,029.33 a kowane kg`);
    expect(unitPriceText({ unitPrice: { amount: 150, per: 'piece' } })).toBe(`₦${NBSP}150 kowane ɗaya`);
    expect(duration(2_592_000)).toBe('kwana 30');
    expect(duration(2_629_800)).toBe('kimanin kwana 30.4');
    expect(travelTime(566)).toBe('sa’a 9 da minti 26 (minti 566)');
    await loadWholeLanguage('yo');
    expect(duration(31_536_000)).toBe('ọdún 1');
    await loadWholeLanguage('pcm');
    expect(duration(5_400)).toBe('1.5 hours');
    await loadWholeLanguage('en');
    expect(unitPriceText({ unitPrice: { amount: 1029.33, per: 'kg' } })).toBe('N1,029.33 per kg');
    expect(unitPriceText({ unitPrice: { amount: 150, per: 'piece' } })).toBe('N150 per piece');
    expect(travelTime(25)).toBe('25 min');
    expect(travelTime(566)).toBe('9 h 26 min (566 minutes)');
  });

  it('makes each formatter once a language, and none in English', async () => {
    await loadWholeLanguage('yo');
    observedOn(MOMENT);
    const made = vi.spyOn(Intl, 'DateTimeFormat');
    try {
      for (const iso of ['2026-01-01T00:00:00Z', '2026-02-01T00:00:00Z', MOMENT]) observedOn(iso);
      await loadWholeLanguage('en');
      observedOn(MOMENT);
      expect(made).not.toHaveBeenCalled();
      await loadWholeLanguage('yo');
      expect(observedOn('2026-01-01T00:00:00Z')).toBe('1 Oṣù Ṣẹ́rẹ́ 2026');
      expect(made).not.toHaveBeenCalled();
    } finally {
      made.mockRestore();
    }
  });

  it("writes English's forms where the browser has no data for the language (Chrome has none of the four), not Intl's guess", async () => {
    await loadWholeLanguage('ig');
    const noData = (() => []) as typeof Intl.NumberFormat.supportedLocalesOf;
    vi.spyOn(Intl.NumberFormat, 'supportedLocalesOf').mockImplementation(noData);
    vi.spyOn(Intl.DateTimeFormat, 'supportedLocalesOf').mockImplementation(noData);
    try {
      // The browser's data is asked again at a change of language.
      await loadWholeLanguage('pcm');
      expect(formatPrice(2400.5)).toBe('N2,400.50');
      expect(formatTotal(3875)).toBe('NGN3,875');
      expect(observedOn(MOMENT)).toBe('15 Aug 2026');
      expect(lagosMediumDateTime(MOMENT)).toBe('Aug 15, 2026, 9:05:07 AM');
    } finally {
      vi.restoreAllMocks();
    }
  });
});
