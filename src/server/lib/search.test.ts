import { describe, expect, it } from 'vitest';
import { editDistance, plainLetters } from './search.js';

describe('editDistance (Damerau–Levenshtein, optimal string alignment)', () => {
  it.each([
    ['rice', 'rice', 0],
    ['rcie', 'rice', 1],
    ['beens', 'beans', 1],
    ['tomatos', 'tomatoes', 1],
    ['rce', 'rice', 1],
    ['flower', 'flour', 2],
    ['ofada', 'gyada', 2],
    ['', 'yam', 3],
    ['ca', 'abc', 3],
  ])('%s → %s: %i', (a, b, d) => {
    expect(editDistance(a, b)).toBe(d);
    expect(editDistance(b, a)).toBe(d);
  });

  it('answers max + 1 once the distance is surely above max', () => {
    expect(editDistance('sorghum', 'yam', 2)).toBe(3);
    expect(editDistance('watermelons', 'salt', 1)).toBe(2);
    expect(editDistance('flower', 'flour', 1)).toBe(2);
    expect(editDistance('flower', 'flour', 2)).toBe(2);
  });

  it('counts letters, not UTF-16 units', () => {
    expect(editDistance('gyaɗa', 'gyada')).toBe(1);
  });
});

describe('plainLetters', () => {
  it.each([
    ['ìrẹsì ìbílẹ̀', 'iresi ibile'],
    ['ẹ̀wà olóyin', 'ewa oloyin'],
    ['ahụekere', 'ahuekere'],
    ['ọkụkọ', 'okuko'],
    ['ṅ', 'n'],
    ['gyaɗa', 'gyada'],
    ['ƙwai', 'kwai'],
    ['ɓararra', 'bararra'],
    ['ƳAƳA', 'YAYA'],
    // Composed and decomposed forms alike.
    ['ọ\u0300'.normalize('NFC'), 'o'],
    ['o\u0323\u0300', 'o'],
    ['rice (local) 2.7 kg', 'rice (local) 2.7 kg'],
  ])('%s → %s', (text, plain) => {
    expect(plainLetters(text)).toBe(plain);
  });
});
