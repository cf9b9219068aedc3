import { i18n, type Messages } from '@lingui/core';
import { messages as english } from 'virtual:messages/en-entry';
import { loaders } from 'virtual:messages/loaders';
import { LANGUAGES, type Locale, SOURCE_LOCALE } from '../../contract/languages';
import { rememberLanguage } from './language-choice';

/**
 * The app's messages (decision record 019), each language's in two parts (scripts/vite-messages.ts):
 * the entry's (the shell, the home page, the route titles) and the rest, for the screens loaded on
 * first visit. English's entry part is in the first download and active from the start, so an
 * English page needs no catalogue before it renders; another language fetches its own entry part
 * first; the rest of the chosen language comes with the first screen that needs it.
 */
i18n.loadAndActivate({ locale: SOURCE_LOCALE, messages: english });

export { i18n };

type Part = 'entry' | 'rest';
const loaded = new Map<string, Promise<void>>([[`${SOURCE_LOCALE}.entry`, Promise.resolve()]]);

/** Loads a part of a language's messages once (a failed load is tried again next time). */
function loadPart(locale: Locale, part: Part): Promise<void> {
  const key = `${locale}.${part}`;
  let loading = loaded.get(key);
  if (!loading) {
    loading = loaders[locale][part]().then(
      ({ messages }) => i18n.load(locale, messages),
      (error: unknown) => {
        loaded.delete(key);
        throw error;
      },
    );
    loaded.set(key, loading);
  }
  return loading;
}

type Loader = () => Promise<{ messages: Messages }>;

/**
 * Each screen's messages (scripts/vite-messages.ts): in the browser build a chunk loaded on demand
 * brings its English and a loader of its messages in each other language, and hands them here as it
 * runs. Nothing calls this elsewhere (the dev server's, the tests' and the pre-render's catalogues
 * are whole).
 */
const screens: Array<{ loaders: Partial<Record<Locale, Loader>>; done: Set<Locale> }> = [];
const pending = new Set<Promise<void>>();
/** The language shown, or being taken on: a screen that arrives meanwhile loads its messages in it. */
let wanted: Locale = SOURCE_LOCALE;

async function loadScreen(screen: (typeof screens)[number], locale: Locale): Promise<void> {
  const load = screen.loaders[locale];
  if (!load || screen.done.has(locale)) return;
  i18n.load(locale, (await load()).messages);
  screen.done.add(locale);
}

(globalThis as { __kasuwaMessages?: unknown }).__kasuwaMessages = (
  english: Messages,
  loaders: Partial<Record<Locale, Loader>>,
) => {
  i18n.load(SOURCE_LOCALE, english);
  const screen = { loaders, done: new Set<Locale>([SOURCE_LOCALE]) };
  screens.push(screen);
  for (const locale of new Set([wanted, i18n.locale as Locale])) {
    const work = loadScreen(screen, locale);
    pending.add(work);
    void work.finally(() => pending.delete(work)).catch(() => {});
  }
};

/** The messages of the screens loaded so far, in a language (each screen's once). */
const loadScreens = (locale: Locale) => Promise.all(screens.map((screen) => loadScreen(screen, locale)));

/**
 * A screen loaded on first visit waits for its messages in the active language: they arrive with
 * its code (the browser build), or are the rest of the language's catalogue (elsewhere).
 */
export async function loadScreenMessages(): Promise<void> {
  await loadPart(i18n.locale as Locale, 'rest');
  await Promise.all(pending);
}

/** Every message of a language, active: what the pre-render needs. */
export async function loadWholeLanguage(locale: Locale): Promise<void> {
  await Promise.all([loadPart(locale, 'entry'), loadPart(locale, 'rest')]);
  i18n.activate(locale);
}

/** Makes a language the page's: its entry part (the rest follows with a screen), then `<html lang>`. */
export async function activateLanguage(locale: Locale): Promise<void> {
  wanted = locale;
  await Promise.all([loadPart(locale, 'entry'), loadScreens(locale)]);
  i18n.activate(locale);
  document.documentElement.lang = LANGUAGES[locale].tag;
}

let onChoice: (locale: Locale) => void = () => {};
/** What else a person's own choice does: the app keeps it on a signed-in account (app-shell.tsx). */
export function setLanguageChoiceHandler(handler: (locale: Locale) => void) {
  onChoice = handler;
}

/**
 * A language taken on by this device: kept (local storage and the cookie the server reads),
 * applied, and the pages the service worker saved in the old language dropped, so none is shown
 * again. The account's language at login comes this way (it is kept on the account already).
 */
export async function adoptLanguage(locale: Locale): Promise<void> {
  rememberLanguage(locale);
  // The screen on display needs its messages in the new language too.
  wanted = locale;
  await Promise.all([loadPart(locale, 'rest'), loadScreens(locale)]);
  await activateLanguage(locale);
  await forgetSavedPages();
}

/** The visitor's own choice (the language switch): taken on here, and kept on their account when signed in. */
export async function chooseLanguage(locale: Locale): Promise<void> {
  await adoptLanguage(locale);
  onChoice(locale);
}

/** Removes every saved page (not the built assets) from the service worker's caches, then saves the shell again. */
async function forgetSavedPages() {
  if (typeof caches === 'undefined') return;
  try {
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      const requests = await cache.keys();
      const pages = requests.filter((r) => !new URL(r.url).pathname.startsWith('/assets/'));
      await Promise.all(pages.map((r) => cache.delete(r)));
      // The offline fallback, now in the new language (the cookie is already set).
      if (pages.some((r) => new URL(r.url).pathname === '/app-shell')) await cache.add('/app-shell').catch(() => {});
    }
  } catch {
    // No cache storage here (a private window): nothing was saved.
  }
}
