/** How many rows a set of controls wraps into, as a person sees it. */
import type { Locator } from '@playwright/test';

/** Rows `items` sit in: an item starts a row when its middle is below the previous one's by over 12 px. */
export async function rowsOf(items: Locator): Promise<number> {
  const boxes = (await Promise.all((await items.all()).map((c) => c.boundingBox()))).filter(
    (b): b is NonNullable<typeof b> => b !== null && b.width > 0,
  );
  const middles = boxes.map((b) => b.y + b.height / 2).sort((a, b) => a - b);
  return middles.filter((m, i) => i === 0 || m - (middles[i - 1] as number) > 12).length;
}
