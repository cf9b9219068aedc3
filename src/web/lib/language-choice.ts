import { isLocale, LANGUAGE_COOKIE, type Locale, languageFromCookie, pickLanguage } from '../../contract/languages';

/** Where a visitor's own choice is kept (the cookie carries it to the server too). */
export const LANGUAGE_STORAGE_KEY = 'kasuwa-lang';
const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** What the choice is made from: the saved choice, the cookie, and the browser's languages. */
export interface LanguageSources {
  stored: string | null;
  cookieHeader: string;
  preferences: readonly string[];
}

/**
 * The language to show: the visitor's saved choice, else the cookie's (the server sent the page in
 * it), else the first of the browser's languages that is ours, else English.
 */
export function chosenLanguage({ stored, cookieHeader, preferences }: LanguageSources): Locale {
  if (isLocale(stored)) return stored;
  return languageFromCookie(cookieHeader) ?? pickLanguage(preferences);
}

/** This browser's sources: local storage, document.cookie, navigator.languages. */
export function browserLanguageSources(): LanguageSources {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    // Storage refused (private mode in some browsers): the cookie and the browser decide.
  }
  return {
    stored,
    cookieHeader: document.cookie,
    preferences: navigator.languages?.length ? navigator.languages : [navigator.language],
  };
}

/** The cookie that tells the server the language, for a year, on every path, not sent cross-site. */
export const languageCookie = (locale: Locale) =>
  `${LANGUAGE_COOKIE}=${locale}; path=/; max-age=${YEAR_SECONDS}; SameSite=Lax`;

/** Keeps a visitor's choice: local storage and the cookie. */
export function rememberLanguage(locale: Locale) {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, locale);
  } catch {
    // The cookie still carries it.
  }
  document.cookie = languageCookie(locale);
}
