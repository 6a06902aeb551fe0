/**
 * Binary min-heap over a plain array (so it lives inside structured-clonable state). The caller
 * passes the ordering; `byDelivery` is the scheduler's (deliverAt, seq) order.
 */

export type Less<T> = (a: T, b: T) => boolean;

export function heapPush<T>(h: T[], item: T, less: Less<T>): void {
  let i = h.length;
  h.push(item);
  while (i > 0) {
    const p = (i - 1) >> 1;
    const parent = h[p] as T;
    if (!less(item, parent)) break;
    h[i] = parent;
    i = p;
  }
  h[i] = item;
}

export function heapPop<T>(h: T[], less: Less<T>): T | undefined {
  const n = h.length;
  if (n === 0) return undefined;
  const top = h[0] as T;
  const last = h.pop() as T;
  if (n === 1) return top;
  const size = n - 1;
  let i = 0;
  for (;;) {
    const l = 2 * i + 1;
    if (l >= size) break;
    const r = l + 1;
    let c = l;
    if (r < size && less(h[r] as T, h[l] as T)) c = r;
    const child = h[c] as T;
    if (!less(child, last)) break;
    h[i] = child;
    i = c;
  }
  h[i] = last;
  return top;
}

export function heapPeek<T>(h: readonly T[]): T | undefined {
  return h[0];
}

export interface Timed {
  readonly deliverAt: number;
  readonly seq: number;
}

/** (deliverAt, seq): ties at the same virtual time go in global send order. */
export function byDelivery(a: Timed, b: Timed): boolean {
  return a.deliverAt < b.deliverAt || (a.deliverAt === b.deliverAt && a.seq < b.seq);
}

/**
 * The scheduler's in-flight queue: the same heap specialised to (deliverAt, seq) with the
 * comparison inlined (the hot path: ~25 comparisons per message at a few thousand in flight).
 */
export function pushTimed<T extends Timed>(h: T[], item: T): void {
  let i = h.length;
  h.push(item);
  const at = item.deliverAt;
  const seq = item.seq;
  while (i > 0) {
    const p = (i - 1) >> 1;
    const parent = h[p] as T;
    if (parent.deliverAt < at || (parent.deliverAt === at && parent.seq < seq)) break;
    h[i] = parent;
    i = p;
  }
  h[i] = item;
}

export function popTimed<T extends Timed>(h: T[]): T | undefined {
  const n = h.length;
  if (n === 0) return undefined;
  const top = h[0] as T;
  const last = h.pop() as T;
  if (n === 1) return top;
  const size = n - 1;
  const at = last.deliverAt;
  const seq = last.seq;
  let i = 0;
  for (;;) {
    const l = 2 * i + 1;
    if (l >= size) break;
    let c = l;
    let child = h[l] as T;
    if (l + 1 < size) {
      const right = h[l + 1] as T;
      if (
        right.deliverAt < child.deliverAt ||
        (right.deliverAt === child.deliverAt && right.seq < child.seq)
      ) {
        c = l + 1;
        child = right;
      }
    }
    if (at < child.deliverAt || (at === child.deliverAt && seq < child.seq)) break;
    h[i] = child;
    i = c;
  }
  h[i] = last;
  return top;
}
