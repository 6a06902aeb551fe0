/** Typed translation hook: `const t = useT('lessons')` — keys are checked against the English catalogue. */
import { useTranslation } from 'react-i18next';
import type { Namespace } from './resources.ts';
import { currentLanguage, i18n } from './index.ts';
import type { Language } from './languages.ts';

export function useT<N extends Namespace>(ns: N) {
  return useTranslation(ns, { i18n }).t;
}

/** The current language, re-rendering the caller when it changes. */
export function useLanguage(): Language {
  useTranslation('common', { i18n });
  return currentLanguage();
}
