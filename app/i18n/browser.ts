/**
 * The page side of the language: picks it at start (`?lang=`, then localStorage), remembers each
 * change, and keeps `<html lang>` in step so screen readers and hyphenation follow the text.
 */
import { i18n, tr } from './index.ts';
import { LANGUAGE_KEY, type Language, pickLanguage } from './languages.ts';

function remembered(): string | null {
  try {
    return window.localStorage.getItem(LANGUAGE_KEY);
  } catch {
    return null; // storage disabled: the choice lasts for this page only
  }
}

/** Call once before the first render; returns the notice text for a bad `?lang=`, if any. */
export function initLanguage(): string | null {
  const pick = pickLanguage(window.location.search, remembered());
  void i18n.changeLanguage(pick.language);
  document.documentElement.lang = pick.language;
  i18n.on('languageChanged', (lng) => {
    document.documentElement.lang = lng;
  });
  return pick.rejected === null ? null : tr('common:badLang', { value: pick.rejected });
}

export function setLanguage(lang: Language): void {
  try {
    window.localStorage.setItem(LANGUAGE_KEY, lang);
  } catch {
    // storage disabled: still switch for this page
  }
  void i18n.changeLanguage(lang);
}
