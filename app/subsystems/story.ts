/**
 * How an entry's events read in the Story (the plain-language feed): one sentence per event kind,
 * in the `feed` catalogue. Operations (op.*) stay the feed's own: it counts their messages.
 */
import type { FeedT, OfKind, StoryLine, StoryReader } from './types.ts';

type Stories<E extends { readonly kind: string }> = {
  readonly [K in E['kind']]?: (e: OfKind<E, K>, t: FeedT) => StoryLine;
};

/** Typed per-kind sentences (`e` narrowed to each kind), stored untyped in the entry. */
export const stories = <E extends { readonly kind: string }>(
  r: Stories<E>,
): Readonly<Record<string, StoryReader>> => r as unknown as Readonly<Record<string, StoryReader>>;

/** `72075186224037888` → `…888`: long tablet ids read as their tail. */
export const shortKey = (key: string) => (/^\d{10,}$/.test(key) ? `…${key.slice(-3)}` : key);
