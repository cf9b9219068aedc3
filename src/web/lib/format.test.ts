import { describe, expect, it } from 'vitest';
import { formatAmount, formatPrice, formatTotal } from './format';

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
