/** "Did you mean …?" for misspelt keys: the closest known name within edit distance 2. */
import { yt, type YamlText } from './messages.ts';

function distance(a: string, b: string, cap: number): number {
  if (Math.abs(a.length - b.length) > cap) return cap + 1;
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const v = Math.min(
        (prev[j] as number) + 1,
        (cur[j - 1] as number) + 1,
        (prev[j - 1] as number) + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
      cur.push(v);
      rowMin = Math.min(rowMin, v);
    }
    if (rowMin > cap) return cap + 1;
    prev = cur;
  }
  return prev[b.length] as number;
}

/** Keys longer than this are never compared (keeps the check linear in the input). */
const MAX_COMPARED_LENGTH = 64;

export function closest(name: string, known: Iterable<string>, cap = 2): string | undefined {
  if (name.length > MAX_COMPARED_LENGTH) return undefined;
  let best: string | undefined;
  let bestD = cap + 1;
  for (const k of known) {
    const d = distance(name.toLowerCase(), k, cap);
    if (d < bestD) {
      best = k;
      bestD = d;
    }
  }
  return best;
}

/** The hint after an unknown key: a message, or nothing when no known name is close. */
export function didYouMean(name: string, known: Iterable<string>): YamlText | '' {
  const k = closest(name, known);
  return k === undefined ? '' : yt('did-you-mean', { name: k });
}
