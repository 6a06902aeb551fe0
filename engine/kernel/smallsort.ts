/**
 * In-place stable sort for the handful of items the kernel orders per window (the nodes with work,
 * the deliveries due, the steps' outputs). Array#sort allocates its work arrays on every call, which
 * the window loop paid thousands of times a run; short arrays take an insertion sort instead, which
 * orders them exactly as Array#sort does (both are stable), and longer ones still go to Array#sort.
 */

/** Arrays up to this long are insertion-sorted. */
const INSERTION_MAX = 16;

export function sortInPlace<T>(xs: T[], cmp: (a: T, b: T) => number): T[] {
  const n = xs.length;
  if (n > INSERTION_MAX) return xs.sort(cmp);
  for (let i = 1; i < n; i++) {
    const x = xs[i] as T;
    let j = i;
    while (j > 0 && cmp(xs[j - 1] as T, x) > 0) {
      xs[j] = xs[j - 1] as T;
      j--;
    }
    xs[j] = x;
  }
  return xs;
}
