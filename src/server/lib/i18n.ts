import { type I18n, type Messages, setupI18n } from '@lingui/core';
import { LANGUAGES, LOCALES, type Locale, SOURCE_LOCALE } from '../../contract/languages.js';
import { englishOf, isWords, type Words } from '../../contract/words.js';

export type { Words };

/** An answer whose `message` is still words: its route words it in the request's language (`worded`). */
export type Said<T extends { message: string }> = Omit<T, 'message'> & { message: Words };

/** Each language's messages, compiled by Lingui (ids: the English texts). */
export type Catalogues = Record<Locale, Messages>;

/**
 * The server's catalogues compiled by the build (scripts/build-server.mjs puts them into the
 * bundle as JSON text); absent when the server runs from source (tsx, the tests), which compiles
 * src/server/locales/*.po at start instead.
 */
declare const KASUWA_SERVER_CATALOGUES: string | undefined;

interface Loaded {
  languages: Record<Locale, I18n>;
  catalogues: Catalogues;
  /** From source, a message missing from the catalogues is an error; in a build, it is shown in English. */
  strict: boolean;
}

// The process's catalogues: loaded once, never changed (the same for every app a test file builds).
let loaded: Loaded | undefined;
let loading: Promise<void> | undefined;

/** Loads the server's catalogues once (buildApp awaits it); words in other languages than English need them. */
export function loadLanguages(): Promise<void> {
  loading ??= (async () => {
    const built = typeof KASUWA_SERVER_CATALOGUES === 'string' ? KASUWA_SERVER_CATALOGUES : undefined;
    const catalogues: Catalogues = built
      ? (JSON.parse(built) as Catalogues)
      : await (await import('./catalogues.js')).compileCatalogues();
    const languages = Object.fromEntries(
      LOCALES.map((locale) => [
        locale,
        setupI18n({ locale, locales: [LANGUAGES[locale].tag], messages: { [locale]: catalogues[locale] } }),
      ]),
    ) as Record<Locale, I18n>;
    loaded = { languages, catalogues, strict: !built };
  })();
  return loading;
}

/** Whether a message is one of the server's (an id in its catalogues). */
export const isKnownMessage = (id: string): boolean => Boolean(loaded && id in loaded.catalogues[SOURCE_LOCALE]);

/**
 * Words in a language: the catalogue's translation with the values put in (words among the values
 * worded first), English where the language lacks one. Before the catalogues are loaded only
 * English can be given (a command-line tool that builds no app).
 */
export function wordIn(locale: Locale, words: Words): string {
  if (!loaded) {
    if (locale === SOURCE_LOCALE) return englishOf(words);
    throw new Error('The server’s languages are not loaded: await loadLanguages() first.');
  }
  if (!(words.id in loaded.catalogues[locale])) {
    if (loaded.strict) {
      throw new Error(
        `"${words.id}" is not in src/server/locales/${locale}.po: run npm run i18n:extract (is it written after an i18n comment?).`,
      );
    }
    return englishOf(words);
  }
  const values = words.values
    ? Object.fromEntries(
        Object.entries(words.values).map(([name, value]) => [name, isWords(value) ? wordIn(locale, value) : value]),
      )
    : undefined;
  return loaded.languages[locale]._(words.id, values);
}

/** Naira for people to read in a language (e-mails, notifications): `₦2,400.50`, `₦ 2,400.50` in Hausa. */
export function nairaIn(locale: Locale, kobo: number, { wholeWithoutKobo = false } = {}): string {
  return new Intl.NumberFormat(LANGUAGES[locale].tag, {
    style: 'currency',
    currency: 'NGN',
    minimumFractionDigits: wholeWithoutKobo && kobo % 100 === 0 ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(kobo / 100);
}
