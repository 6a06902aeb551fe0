/**
 * Where a node's replica glyphs go: right-aligned in its box, never over its name. A node that runs
 * an old and a new ring group at once (a reconfiguration's middle steps) carries more glyphs than
 * the box has room for beside its name; the glyphs then overlap each other, not the name.
 */
import { GLYPH } from './svgHelpers.ts';

/** Width of one character of a node label (11.5 px, semibold; wide fallback fonts included). */
const LABEL_CHAR_W = 8.2;
const LABEL_X = 7;
const GAP = 3;
const LABEL_GAP = 5;
const RIGHT_PAD = 6;

/** x of the first glyph's centre and the step between centres, relative to the box's left edge. */
export function glyphRow(count: number, label: string, boxW: number): { x0: number; step: number } {
  const full = GLYPH + GAP;
  const left = LABEL_X + label.length * LABEL_CHAR_W + LABEL_GAP;
  const room = boxW - RIGHT_PAD - left;
  const step = count <= 1 ? full : Math.max(GLYPH / 2, Math.min(full, (room - GLYPH) / (count - 1)));
  const width = (count - 1) * step + GLYPH;
  return { x0: boxW - RIGHT_PAD - width + GLYPH / 2, step };
}
