/** Search text as words: lower case, at most 8 of them, each at most 40 characters. */
export function searchWords(text: string | undefined): string[] {
  return (text ?? '')
    .toLowerCase()
    .replaceAll('\u0000', '')
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 8)
    .map((w) => w.slice(0, 40));
}

/** Letters no Unicode decomposition takes apart: Hausa's hooked letters and their plain ones. */
const HOOKED: Record<string, string> = { ɓ: 'b', ɗ: 'd', ƙ: 'k', ƴ: 'y', Ɓ: 'B', Ɗ: 'D', Ƙ: 'K', Ƴ: 'Y' };

/**
 * Text without tone marks, dots below and hooks, as many shoppers type it: "ìrẹsì" → "iresi",
 * "ọkụkọ" → "okuko", "gyaɗa" → "gyada", "ṅ" → "n". What else the text holds is kept as it is.
 */
export function plainLetters(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[ɓɗƙƴƁƊƘƳ]/g, (c) => HOOKED[c]!)
    .normalize('NFC');
}

/**
 * Damerau–Levenshtein distance (optimal string alignment): insertions, deletions, substitutions
 * and swaps of two neighbouring letters ("rcie" → "rice") each count one edit. Stops early and
 * answers `max + 1` once the distance is surely above `max`, so checking a word against a few
 * hundred others costs microseconds.
 */
export function editDistance(a: string, b: string, max = Infinity): number {
  const s = [...a];
  const t = [...b];
  if (Math.abs(s.length - t.length) > max) return max + 1;
  // Three rows of the table: two back (for swaps), the last one and the one being filled.
  let before: number[] = [];
  let last = Array.from({ length: t.length + 1 }, (_, j) => j);
  for (let i = 1; i <= s.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= t.length; j++) {
      const cost = s[i - 1] === t[j - 1] ? 0 : 1;
      let d = Math.min(last[j]! + 1, row[j - 1]! + 1, last[j - 1]! + cost);
      if (i > 1 && j > 1 && s[i - 1] === t[j - 2] && s[i - 2] === t[j - 1]) d = Math.min(d, before[j - 2]! + 1);
      row.push(d);
      if (d < best) best = d;
    }
    if (best > max) return max + 1;
    before = last;
    last = row;
  }
  return Math.min(last[t.length]!, max + 1);
}
