import { describe, expect, it } from 'vitest';
import {
  acceptedLanguages,
  languageFromCookie,
  languageOfRequest,
  localeOfTag,
  pickLanguage,
} from '../../contract/languages';
import { chosenLanguage, languageCookie, LANGUAGE_STORAGE_KEY, rememberLanguage } from './language-choice';

describe("the visitor's language", () => {
  it('follows the first of the browser languages that is ours, else English', () => {
    expect(pickLanguage(['fr-FR', 'yo-NG', 'ha'])).toBe('yo');
    expect(pickLanguage(['ha-Latn-NG'])).toBe('ha');
    expect(pickLanguage(['pcm'])).toBe('pcm');
    expect(pickLanguage(['IG'])).toBe('ig');
    expect(pickLanguage(['en-GB', 'ha'])).toBe('en');
    expect(pickLanguage(['fr', 'de-DE'])).toBe('en');
    expect(pickLanguage([])).toBe('en');
    // Only the language itself counts, not a prefix of another one.
    expect(localeOfTag('hau')).toBeNull();
    expect(localeOfTag('yoruba')).toBeNull();
  });

  it('a saved choice wins over the cookie, and the cookie over the browser', () => {
    const browser = ['ha-NG'];
    expect(chosenLanguage({ stored: 'ig', cookieHeader: 'kasuwa-lang=yo', preferences: browser })).toBe('ig');
    expect(chosenLanguage({ stored: null, cookieHeader: 'a=1; kasuwa-lang=yo', preferences: browser })).toBe('yo');
    expect(chosenLanguage({ stored: null, cookieHeader: '', preferences: browser })).toBe('ha');
    // Something that is not one of ours is ignored, wherever it is kept.
    expect(chosenLanguage({ stored: 'fr', cookieHeader: 'kasuwa-lang=xx', preferences: ['de'] })).toBe('en');
  });

  it('reads an Accept-Language header by weight, leaving out what is refused', () => {
    expect(acceptedLanguages('fr;q=0.5, ha-NG, en;q=0.8')).toEqual(['ha-NG', 'en', 'fr']);
    expect(acceptedLanguages('yo;q=0, *;q=0.1, pcm')).toEqual(['pcm']);
    expect(acceptedLanguages(undefined)).toEqual([]);
    expect(pickLanguage(acceptedLanguages('en-US;q=0.4, ig;q=0.9'))).toBe('ig');
  });

  it('reads the cookie by its exact name', () => {
    expect(languageFromCookie('my-kasuwa-lang=ha; kasuwa-lang=pcm')).toBe('pcm');
    expect(languageFromCookie('kasuwa-langs=ha')).toBeNull();
    expect(languageFromCookie(undefined)).toBeNull();
  });

  it('a choice is kept in local storage and in a cookie for the server: every path, a year, same site', () => {
    expect(languageCookie('ha')).toBe('kasuwa-lang=ha; path=/; max-age=31536000; SameSite=Lax');
    rememberLanguage('yo');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('yo');
    expect(document.cookie).toContain('kasuwa-lang=yo');
    document.cookie = 'kasuwa-lang=; path=/; max-age=0';
  });

  it("words a request in the cookie's language, else the browser's first of ours, else English", () => {
    expect(languageOfRequest({ cookie: 'a=1; kasuwa-lang=pcm', 'accept-language': 'ha-NG' })).toBe('pcm');
    expect(languageOfRequest({ cookie: 'kasuwa-lang=fr', 'accept-language': 'fr, yo;q=0.8' })).toBe('yo');
    expect(languageOfRequest({ 'accept-language': 'de, en;q=0.5, ig;q=0.9' })).toBe('ig');
    expect(languageOfRequest({})).toBe('en');
  });
});
