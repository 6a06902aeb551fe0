/**
 * How an entry's events read in the Story (the plain-language feed): one sentence per event kind,
 * in the `feed` catalogue. Operations (op.*) stay the feed's own: it counts their messages.
 */
import type { TFunction } from 'i18next';
import type { OfKind } from './types.ts';

export interface StoryLine {
  readonly text: string;
  /** The record the sentence is about (tablet id or path), to inspect. */
  readonly record?: string;
}

export type FeedT = TFunction<'feed'>;
export type StoryReader = (e: { readonly kind: string }, t: FeedT) => StoryLine;

type Stories<E extends { readonly kind: string }> = {
  readonly [K in E['kind']]?: (e: OfKind<E, K>, t: FeedT) => StoryLine;
};

/** Typed per-kind sentences (`e` narrowed to each kind), stored untyped in the entry. */
export const stories = <E extends { readonly kind: string }>(
  r: Stories<E>,
): Readonly<Record<string, StoryReader>> => r as unknown as Readonly<Record<string, StoryReader>>;

/** `72075186224037888` → `…888`: long tablet ids read as their tail. */
export const shortKey = (key: string) => (/^\d{10,}$/.test(key) ? `…${key.slice(-3)}` : key);
