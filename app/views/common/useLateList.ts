/**
 * A long list (a ydb-1000 node picker has 1 000 options) rendered after the first paint, in a
 * background render React slices between frames: an empty list first, the whole one a moment later.
 * Its options cost more than the rest of the page's first render; nobody opens a picker that soon.
 */
import { useDeferredValue } from 'react';

const NONE: readonly never[] = [];

export function useLateList<T>(list: readonly T[]): readonly T[] {
  return useDeferredValue(list, NONE);
}
