/**
 * Binary min-heap over a plain array (so it lives inside structured-clonable state). The caller
 * passes the ordering.
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
