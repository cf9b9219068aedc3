/**
 * Words a person reads, as the server sends them (decision record 019): an English message, which
 * is its own id in the server's catalogues (src/server/locales/<locale>.po), and the values for
 * its `{placeholders}` (a value may be words too, a field's name). Each is written as an object
 * literal after an `i18n` comment (see CART_MESSAGES in cart.service.ts), which is how `npm run
 * i18n:extract` finds it; the server words it in a request's or an addressee's language.
 */
export interface Words {
  id: string;
  values?: Readonly<Record<string, string | number | Words>>;
  /** For a translator, where the English alone is ambiguous. */
  comment?: string;
}

export const isWords = (value: unknown): value is Words =>
  typeof value === 'object' && value !== null && typeof (value as Words).id === 'string';

/** The English of words: the id with its values put in (plain `{name}` placeholders). */
export function englishOf(words: Words): string {
  return words.id.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = words.values?.[name];
    if (value === undefined) return whole;
    return isWords(value) ? englishOf(value) : String(value);
  });
}

/**
 * The messages of the contract built from a template and values, by their English text. Filled as
 * the schemas are built (and by the few messages a check writes as it runs, from values of the code,
 * never from input), so it holds a bounded set.
 */
const phrases = new Map<string, Words>();

/**
 * A validation message made of a template and values (`'{field} is required.'`): zod takes its
 * English, and the server finds the template and values again (`wordsOfMessage`) to word it in the
 * request's language. The template is written after an `i18n` comment; values come from the code.
 */
export function phrase(id: string, values: NonNullable<Words['values']>): string {
  const words = { id, values };
  const english = englishOf(words);
  phrases.set(english, words);
  return english;
}

/** The words behind a validation message: its template and values, or the message as its own id. */
export const wordsOfMessage = (message: string): Words => phrases.get(message) ?? { id: message };

/** Every message made with `phrase` so far (the check that the catalogues hold each template and field name). */
export const knownPhrases = (): Words[] => [...phrases.values()];
