/**
 * Dropped messages as marks: a failed pile or a cut drops dozens of messages per link in one burst,
 * and a ✕ each piles up over the place into a smear. One mark per link (sender → receiver) instead,
 * at its newest drop, with the count beside it when more than one.
 */

/** One drop: where its ✕ would go, on which link, how far its burst has faded (0 new … 1 gone). */
export interface Drop {
  readonly from: number;
  readonly to: number;
  readonly x: number;
  readonly y: number;
  readonly age: number;
}

export interface DropMark {
  readonly from: number;
  readonly to: number;
  readonly x: number;
  readonly y: number;
  /** The youngest drop's age: the mark fades only when the link stops dropping. */
  readonly age: number;
  readonly count: number;
}

/** Flat [from, to, x, y, age, …] rows (the painter's reused buffer) into one mark per link. */
export function dropMarks(rows: readonly number[]): DropMark[] {
  const byLink = new Map<string, { -readonly [K in keyof DropMark]: DropMark[K] }>();
  for (let i = 0; i + 4 < rows.length; i += 5) {
    const from = rows[i]!;
    const to = rows[i + 1]!;
    const age = rows[i + 4]!;
    const key = `${from}>${to}`;
    const m = byLink.get(key);
    if (!m) byLink.set(key, { from, to, x: rows[i + 2]!, y: rows[i + 3]!, age, count: 1 });
    else {
      m.count++;
      if (age < m.age) Object.assign(m, { x: rows[i + 2]!, y: rows[i + 3]!, age });
    }
  }
  return [...byLink.values()];
}

/** The same from drop objects (tests, callers that have them). */
export const dropMarksOf = (drops: readonly Drop[]): DropMark[] =>
  dropMarks(drops.flatMap((d) => [d.from, d.to, d.x, d.y, d.age]));
