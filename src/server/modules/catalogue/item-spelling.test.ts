import { describe, expect, it } from 'vitest';
import {
  joinTwoWordNames,
  mayRespell,
  nearestWords,
  singular,
  spellingVocabulary,
  synonymsOf,
  withAlikeWords,
} from './item-spelling.js';

const vocabulary = spellingVocabulary([
  'rice',
  'imported',
  'local',
  'cereals',
  'and',
  'tubers',
  'beans',
  'red',
  'pulses',
  'nuts',
  'meat',
  'beef',
  'flour',
  'maize',
  'kg',
]);

describe('item spelling', () => {
  it('singular: a plural "s" or "es" after o goes; "gas", "miscellaneous", "glass" stay', () => {
    expect(['beans', 'tomatoes', 'eggs', 'gas', 'miscellaneous', 'glass', 'rice'].map(singular)).toEqual([
      'bean',
      'tomato',
      'egg',
      'gas',
      'miscellaneous',
      'glass',
      'rice',
    ]);
  });

  it('the vocabulary: item words of 3 letters or more and their singulars, and long names of the synonym table', () => {
    expect(vocabulary).toEqual(
      expect.arrayContaining(['rice', 'beans', 'bean', 'cereal', 'garri', 'peanut', 'shinkafa']),
    );
    for (const word of ['and', 'kg', 'corn', 'wake', 'guinea corn']) expect(vocabulary).not.toContain(word);
  });

  it('nearest words: one edit for short words (a swap is one), two for longer ones, consonants break ties', () => {
    expect(nearestWords('rcie', vocabulary)).toEqual(['rice']);
    expect(nearestWords('RCIE,', vocabulary)).toEqual(['rice']);
    expect(nearestWords('beens', vocabulary)).toEqual(['beans']);
    expect(nearestWords('beaf', vocabulary)).toEqual(['beef']);
    expect(nearestWords('flower', vocabulary)).toEqual(['flour']);
    expect(nearestWords('imprtd', vocabulary)).toEqual(['imported']);
    expect(nearestWords('garrie', vocabulary)).toEqual(['garri']);
    // Too far, too short, or two words.
    for (const word of ['rcei', 'ofada', 'cake', 'ri', '%%%', 'guinea con'])
      expect(nearestWords(word, vocabulary), word).toEqual([]);
  });

  it('synonyms from the table, plural or not; two-word names are joined into one search word', () => {
    expect(synonymsOf('garri')).toEqual(['gari']);
    expect(synonymsOf('Beans')).toEqual(['cowpea', 'wake']);
    expect(synonymsOf('peanuts')).toEqual(['groundnut', 'gyada']);
    expect(synonymsOf('rcie')).toEqual([]);
    expect(joinTwoWordNames(['guinea', 'corn', 'monday'])).toEqual(['guinea corn', 'monday']);
    expect(joinTwoWordNames(['red', 'oil'])).toEqual(['red oil']);
    expect(joinTwoWordNames(['red', 'beans'])).toEqual(['red', 'beans']);
  });

  it('alike words: synonyms for every word; respellings (and their synonyms) only for a word found nowhere as typed', () => {
    const words = withAlikeWords(
      [
        { word: 'beans', fuzzy: false },
        { word: 'rcie', fuzzy: true },
        { word: 'penut', fuzzy: true },
        { word: 'monday', fuzzy: false },
      ],
      vocabulary,
    );
    expect(words).toEqual([
      { word: 'beans', fuzzy: false, alike: ['cowpea', 'wake'] },
      { word: 'rcie', fuzzy: true, alike: ['rice', 'shinkafa'] },
      { word: 'penut', fuzzy: true, alike: ['peanut', 'groundnut', 'gyada'] },
      { word: 'monday', fuzzy: false },
    ]);
    expect(mayRespell(words)).toBe(true);
    expect(
      mayRespell([
        { word: 'rice', fuzzy: false },
        { word: '%%', fuzzy: true },
      ]),
    ).toBe(false);
  });
});
