import type { SearchWord } from '../../db/search.js';
import { editDistance } from '../../lib/search.js';
import { ITEM_SYNONYMS } from './item-synonyms.js';

/** A word without its plural ending: "beans" → "bean", "tomatoes" → "tomato" ("gas", "miscellaneous" stay). */
export function singular(word: string): string {
  if (word.length >= 5 && word.endsWith('oes')) return word.slice(0, -2);
  return word.length >= 4 && /[^siu]s$/.test(word) ? word.slice(0, -1) : word;
}

/** How a typed word is compared with names: its letters (and a name's space) in lower case, singular. */
const keyOf = (word: string) => singular(word.toLowerCase().replace(/[^\p{L} ]/gu, ''));

/** Each name of the synonym table → the other names of its group. */
const synonymTable = new Map(
  ITEM_SYNONYMS.flatMap((group) => group.map((name) => [name, group.filter((n) => n !== name)])),
);
/** The two-word names ("guinea corn"), matched as one word. */
const twoWordNames = new Set(ITEM_SYNONYMS.flat().filter((name) => name.includes(' ')));

/** Joins two neighbouring typed words that make a two-word name of the synonym table ("guinea corn"). */
export function joinTwoWordNames(words: string[]): string[] {
  const joined: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const pair = i + 1 < words.length ? `${words[i]} ${words[i + 1]}` : '';
    if (pair && twoWordNames.has(keyOf(pair))) {
      joined.push(pair);
      i++;
    } else joined.push(words[i]!);
  }
  return joined;
}

/** The other names of the item a word names, from the synonym table ("beans" → cowpea, wake). */
export function synonymsOf(word: string): string[] {
  return synonymTable.get(keyOf(word)) ?? [];
}

/** Item words never worth respelling a typo to: they name no item ("and" is in most categories). */
const NOT_ITEM_WORDS = new Set(['and', 'non', 'pcs']);

/**
 * What misspelt words are respelt to: the words (3 letters or more) of the items' names, packs and
 * categories, each also in the singular, and the synonym table's one-word names of 5 letters or
 * more. Shorter names of the table ("corn", "wake") count only as typed: a word one edit from
 * them is more often another word ("cake") than a typo.
 */
export function spellingVocabulary(itemWords: string[]): string[] {
  const words = new Set<string>();
  for (const w of itemWords)
    if (w.length >= 3 && !NOT_ITEM_WORDS.has(w)) {
      words.add(w);
      words.add(singular(w));
    }
  for (const name of synonymTable.keys()) if (name.length >= 5 && !name.includes(' ')) words.add(name);
  return [...words];
}

/** The letters of a word that may be respelt (3 or more, not a two-word name), else ''. */
const respellable = (word: string) => {
  const letters = word.includes(' ') ? '' : word.toLowerCase().replace(/[^\p{L}]/gu, '');
  return letters.length >= 3 ? letters : '';
};

/** Whether some word found nowhere as typed may be respelt (then the vocabulary is needed). */
export const mayRespell = (words: SearchWord[]) => words.some((w) => w.fuzzy && respellable(w.word));

/** A word's consonants: misspellings mostly get vowels wrong ("beaf" is nearer beef than bean). */
const consonants = (word: string) => word.replace(/[aeiouy]/g, '');

/**
 * The vocabulary words nearest a typed word, if within one edit, or two when one word has 6 letters
 * or more and the other 5 or more (a swap of two letters is one edit): "rcie" → rice, "beens" →
 * beans, "flower" → flour. Two edits between 5-letter words are too many: "ofada" (a rice) is two
 * from "gyada" (groundnuts). Between words
 * as near, those whose consonants are nearer win; words as near on both counts are all kept.
 */
export function nearestWords(word: string, vocabulary: string[]): string[] {
  const typed = respellable(word);
  if (!typed) return [];
  let best = [Infinity, Infinity];
  let nearest: string[] = [];
  for (const v of vocabulary) {
    const allowed = Math.min(typed.length, v.length) <= 4 || Math.max(typed.length, v.length) <= 5 ? 1 : 2;
    const d = editDistance(typed, v, Math.min(allowed, best[0]!));
    if (d > allowed || d > best[0]!) continue;
    const c = editDistance(consonants(typed), consonants(v));
    if (d === best[0] && c > best[1]!) continue;
    if (d < best[0]! || c < best[1]!) [best, nearest] = [[d, c], []];
    nearest.push(v);
  }
  return nearest;
}

/**
 * Each search word with the item words that count as it (`alike`): its synonyms; for a word found
 * nowhere as typed, also the vocabulary words nearest it and their synonyms, nearest first.
 */
export function withAlikeWords(words: SearchWord[], vocabulary: string[]): SearchWord[] {
  return words.map((w) => {
    const nearest = w.fuzzy ? nearestWords(w.word, vocabulary) : [];
    const alike = new Set([...nearest, ...synonymsOf(w.word), ...nearest.flatMap(synonymsOf)]);
    alike.delete(w.word);
    return alike.size ? { ...w, alike: [...alike] } : w;
  });
}
