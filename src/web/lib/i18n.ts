import { i18n, type Messages } from '@lingui/core';
import { LANGUAGES, type Locale, SOURCE_LOCALE } from '../../contract/languages';
import { messages as english } from '../locales/en.po';
import { rememberLanguage } from './language-choice';

/**
 * The app's messages (decision record 019). English is in the first download and active from the
 * start, so an English page needs no catalogue before it renders; another language loads its own
 * catalogue only (locales/<locale>.po, compiled by the build, English filling what it lacks).
 */
i18n.loadAndActivate({ locale: SOURCE_LOCALE, messages: english });

export { i18n };

const loaded = new Set<Locale>([SOURCE_LOCALE]);

/** Every other language's catalogue, each a chunk of its own fetched when that language is chosen. */
const catalogues = import.meta.glob<{ messages: Messages }>(['../locales/*.po', '!../locales/en.po']);

async function catalogue(locale: Locale): Promise<Messages> {
  const load = catalogues[`../locales/${locale}.po`];
  if (!load) throw new Error(`No catalogue for ${locale}`);
  return (await load()).messages;
}

/** Makes a language the messages' (its catalogue loaded once): what the pre-render needs. */
export async function loadLanguage(locale: Locale): Promise<void> {
  if (!loaded.has(locale)) {
    i18n.load(locale, await catalogue(locale));
    loaded.add(locale);
  }
  i18n.activate(locale);
}

/** Makes a language the page's: its messages, then `<html lang>`. */
export async function activateLanguage(locale: Locale): Promise<void> {
  await loadLanguage(locale);
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
