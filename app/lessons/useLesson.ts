/** React access to the lesson store. */
import { useStore } from 'zustand';
import { lessonStore, type LessonState } from './lessonState.ts';
import type { LessonText } from './schema.ts';
import { useLanguage } from '../i18n/useT.ts';

export function useLessonState<T>(select: (s: LessonState) => T): T {
  return useStore(lessonStore, select);
}

/** Picks a lesson text in the page's language. */
export function useLessonText(): (t: LessonText) => string {
  const lang = useLanguage();
  return (t) => t[lang];
}
