/**
 * The languages Kasuwa speaks (decision record 019), shared by the web app and the server: the
 * server picks a pre-rendered page's language with `pickLanguage` from the same cookie and
 * preferences the app reads.
 */
export const LOCALES = ['en', 'ha', 'yo', 'ig', 'pcm'] as const;
export type Locale = (typeof LOCALES)[number];
export const SOURCE_LOCALE: Locale = 'en';

/** Each language: its BCP-47 tag for `<html lang>` (and Intl), and its name in itself. */
export const LANGUAGES: Record<Locale, { tag: string; name: string }> = {
  en: { tag: 'en-NG', name: 'English' },
  ha: { tag: 'ha-NG', name: 'Hausa' },
  yo: { tag: 'yo-NG', name: 'Yorùbá' },
  ig: { tag: 'ig-NG', name: 'Igbo' },
  pcm: { tag: 'pcm-NG', name: 'Naijá' },
};

/** The cookie that carries the chosen language to the server (path=/, a year). */
export const LANGUAGE_COOKIE = 'kasuwa-lang';

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

/** Ours for a language tag ("ha", "ha-NG", "yo-Latn-NG", "pcm"), or null. */
export function localeOfTag(tag: string): Locale | null {
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
  return isLocale(primary) ? primary : null;
}

/** The first of the preferences (most wanted first) that is one of ours; English when none is. */
export function pickLanguage(preferences: readonly string[]): Locale {
  for (const tag of preferences) {
    const locale = localeOfTag(tag);
    if (locale) return locale;
  }
  return SOURCE_LOCALE;
}

/** An Accept-Language header's tags, most wanted first (q=0 left out). */
export function acceptedLanguages(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((l) => l.tag && l.tag !== '*' && l.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((l) => l.tag);
}

/** The language cookie's value in a Cookie header, when it names one of ours. */
export function languageFromCookie(cookieHeader: string | undefined): Locale | null {
  for (const part of cookieHeader?.split(';') ?? []) {
    const [name, value] = part.trim().split('=');
    if (name === LANGUAGE_COOKIE && isLocale(value)) return value;
  }
  return null;
}

/**
 * A request's language, the one rule for pages, problem messages and anything else the server words:
 * the visitor's choice (the app's cookie, sent with every request of the app), else the browser's
 * languages (Accept-Language), else English.
 */
export function languageOfRequest(headers: { cookie?: string; 'accept-language'?: string }): Locale {
  return languageFromCookie(headers.cookie) ?? pickLanguage(acceptedLanguages(headers['accept-language']));
}
