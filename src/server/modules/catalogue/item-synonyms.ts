/**
 * Other names shoppers use for the catalogue's items. Each group lists names of one item: first the
 * word its catalogue name holds, then the other names (a name may be two words, "guinea corn"). A
 * word typed from a group also finds the items that hold the group's other names. Names are in the
 * singular: the search drops a plural "s" before looking a word up ("beans" → "bean").
 *
 * Where the names come from:
 * - WFP: the bundled commodity list, data/wfp-nga/commodities.csv (its names and commodity_group column).
 * - Nigerian English: the names Nigerian shoppers, traders and newspapers use for these items.
 * - Hausa: the language of trade in the bundled markets (Borno, Yobe, Adamawa). Plant names as in
 *   J. M. Dalziel, "A Hausa botanical vocabulary" (1916, Project Gutenberg #74245); food names as
 *   the recipe lists of "Cimakar Hausawa" (amsoshi.com) write them.
 *
 * Add a group when shoppers search for an item by a name the catalogue does not hold; keep each
 * name specific to its item (a name shared by two items would show both for either).
 */
export const ITEM_SYNONYMS: ReadonlyArray<readonly string[]> = [
  // WFP: "Gari (white)" and "Cassava meal (gari, yellow)"; Nigerian English mostly writes "garri".
  ['gari', 'garri'],
  // WFP: "Maize"; Nigerian English: "corn" (the cob and the grain); Hausa: masara.
  ['maize', 'corn', 'masara'],
  // WFP: "Groundnuts"; elsewhere "peanut"; Hausa (Dalziel, geḍa): gyaɗa, written gyada.
  ['groundnut', 'peanut', 'gyada'],
  // WFP: "Beans (niebe)" is in the commodity group "Cowpeas", and Nigerian "beans" are cowpeas
  // (brown beans, honey beans); Hausa (Dalziel: "the common cultivated bean of the country"): wake.
  ['bean', 'cowpea', 'wake'],
  // Nigerian English: "guinea corn" is sorghum; Hausa (Dalziel): dawa.
  ['sorghum', 'guinea corn', 'dawa'],
  // Hausa (Dalziel: "Bulrush Millet", "Pearl Millet"): gero.
  ['millet', 'gero'],
  // Hausa: shinkafa.
  ['rice', 'shinkafa'],
  // Nigerian English: "foreign rice" is imported rice (against "local rice").
  ['imported', 'foreign'],
  // Nigerian English: PMS (premium motor spirit) is petrol on pump boards and in the news.
  ['petrol', 'pms'],
  // Nigerian English: "red oil" is palm oil.
  ['palm', 'red oil'],
  // WFP: "Seasoning (maggi cube)"; Knorr is the other brand of cube Nigerians name it by.
  ['seasoning', 'maggi', 'knorr', 'stock cube'],
  // Hausa names of other bundled items, as Hausa recipe lists write them (albasa: also Dalziel).
  ['yam', 'doya'],
  ['onion', 'albasa'],
  ['tomato', 'tumatur'],
  ['fish', 'kifi'],
  ['salt', 'gishiri'],
  ['milk', 'madara'],
  ['spinach', 'alayyafu'],
  // Hausa, from Y. A. Ahmad's list "Hausa names of local fruits, vegetables, grains…" (ininet.org).
  ['banana', 'ayaba'],
  ['watermelon', 'kankana'],
];
