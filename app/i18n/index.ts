/**
 * The page's one i18next instance, initialised synchronously from the bundled catalogues
 * (resources.ts): no backend, no network, no Suspense. Components read text with `useT(ns)`;
 * code outside React (notices, labels built in app/runtime) with `tr`.
 */
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language, isLanguage } from './languages.ts';
import { NAMESPACES, resources } from './resources.ts';

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources,
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  ns: NAMESPACES,
  defaultNS: 'common',
  // React escapes text itself; catalogue strings never carry markup.
  interpolation: { escapeValue: false },
  initAsync: false,
  react: { useSuspense: false },
});

/** Translate outside React (the current language at call time). */
export const tr = i18n.t.bind(i18n);

export function currentLanguage(): Language {
  const l = i18n.resolvedLanguage ?? i18n.language;
  return isLanguage(l) ? l : DEFAULT_LANGUAGE;
}

export { type Language } from './languages.ts';
