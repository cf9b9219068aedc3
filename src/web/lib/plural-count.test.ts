import { afterEach, describe, expect, it } from 'vitest';
import { LOCALES } from '../../contract/languages';
import { duration } from './format';
import { loadWholeLanguage } from './i18n';

// A file of its own: Lingui keeps the number formatter it makes, so only a fresh module shows
// whether one is made (decision record 015, "A plural's count").
describe("a plural's count", () => {
  afterEach(() => loadWholeLanguage('en'));

  it('is written by hand in every language, thousands separated, without making an Intl number formatter', async () => {
    const Real = Intl.NumberFormat;
    let made = 0;
    Intl.NumberFormat = class extends Real {
      constructor(...args: ConstructorParameters<typeof Real>) {
        super(...args);
        made += 1;
      }
    } as typeof Real;
    try {
      for (const locale of LOCALES) {
        await loadWholeLanguage(locale);
        const text = duration(365 * 86_400 * 1234);
        expect(text, locale).toContain('1,234');
        expect(text, locale).not.toContain('1234');
      }
      expect(made).toBe(0);
    } finally {
      Intl.NumberFormat = Real;
    }
  });

  it('still goes through Intl when it is not a whole number', async () => {
    expect(duration(5_400)).toBe('1.5 hours');
    expect(duration(365 * 86_400 * 2)).toBe('2 years');
  });
});
