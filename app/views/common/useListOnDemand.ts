/**
 * A long list behind a native picker (a ydb-1000 node picker has 1 008 options) rendered only once a
 * person reaches for the picker: pointing at it, focusing it (Tab) or pressing on it. A thousand
 * options cost a long task to render and again every time their labels change (a node going down
 * while the run plays); until then the picker holds only its chosen option. Lists up to
 * ON_DEMAND_FROM entries render at once, as any other part of the page.
 */
import { useState, type FocusEventHandler, type PointerEventHandler } from 'react';

/** Entries from which a picker's list waits for the picker to be reached. */
const ON_DEMAND_FROM = 200;

export interface ListOnDemand<T> {
  /** The whole list, or null while it waits (render the chosen entry alone then). */
  readonly items: readonly T[] | null;
  /** Spread on the picker: the list renders when the picker is reached. */
  readonly reveal: {
    readonly onPointerEnter: PointerEventHandler;
    readonly onPointerDown: PointerEventHandler;
    readonly onFocus: FocusEventHandler;
  };
}

export function useListOnDemand<T>(list: readonly T[]): ListOnDemand<T> {
  const [reached, setReached] = useState(false);
  const show = () => setReached(true);
  return {
    items: reached || list.length < ON_DEMAND_FROM ? list : null,
    reveal: { onPointerEnter: show, onPointerDown: show, onFocus: show },
  };
}

/** The longest of `labels` (a picker holding it, hidden, is about as wide as with them all). */
export function widestLabel(labels: readonly string[]): string {
  let widest = '';
  for (const l of labels) if (l.length > widest.length) widest = l;
  return widest;
}
