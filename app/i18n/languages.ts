/** The languages the page speaks and how a visit picks one: `?lang=` beats the remembered choice. */
export const LANGUAGES = ['en', 'ru'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
/** localStorage key of the person's last choice. */
export const LANGUAGE_KEY = 'quorumscope.lang';
const LANGUAGE_PARAM = 'lang';
/** Longest part of a bad `?lang=` value a notice quotes. */
const REJECTED_QUOTE_MAX = 16;

export function isLanguage(v: unknown): v is Language {
  return typeof v === 'string' && (LANGUAGES as readonly string[]).includes(v);
}

export interface LanguagePick {
  readonly language: Language;
  /** The `?lang=` value when it named no known language (cut to a few characters). */
  readonly rejected: string | null;
}

/** `?lang=ru|en` first, then the remembered choice, then English. Never throws. */
export function pickLanguage(search: string, remembered: string | null): LanguagePick {
  const raw = new URLSearchParams(search).get(LANGUAGE_PARAM);
  if (raw !== null) {
    const v = raw.trim().toLowerCase();
    if (isLanguage(v)) return { language: v, rejected: null };
    return {
      language: isLanguage(remembered) ? remembered : DEFAULT_LANGUAGE,
      rejected: raw.length > REJECTED_QUOTE_MAX ? `${raw.slice(0, REJECTED_QUOTE_MAX)}…` : raw,
    };
  }
  return { language: isLanguage(remembered) ? remembered : DEFAULT_LANGUAGE, rejected: null };
}
