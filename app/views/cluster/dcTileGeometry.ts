/**
 * Where things go inside a datacenter tile (the outermost zoom level). Sizes are chosen in screen
 * pixels and converted to content pixels by the zoom scale, so the tile reads the same at any
 * scale it is used at; a tile too small on screen for all of it shrinks everything alike. Pure:
 * the flow layer uses the same rack cells as the message ends of the racks' nodes.
 */
import type { Box } from '../../viewmodel/layout.ts';

/** Screen-pixel sizes of the tile's parts. */
export const DC_TILE_PX = {
  head: 26,
  name: 14,
  text: 12,
  line: 17,
  chip: 16,
  /** Pitch of the subsystem shapes before a row of ring chips. */
  shape: 14,
  chipRow: 20,
  pad: 8,
  /** The rack grid never gets less than this; the rest shrinks first. */
  minGrid: 16,
  /** Rack cells grow up to this (larger squares read as nodes, which they are not). */
  maxCell: 30,
  cellLabel: 10,
  /** The text column's width when the rack cells sit beside it. */
  sideText: 150,
} as const;

/** Share of a rack cell's pitch left as the gap between cells. */
const CELL_GAP = 0.14;

export interface DcTileGeometry {
  /** Content px per screen px (1 / k, less when the tile shrinks). */
  readonly u: number;
  readonly pad: number;
  /** The clickable header band (the datacenter's fail/restore button). */
  readonly head: Box;
  /** Top of each text line under the header. */
  readonly lineY: readonly number[];
  /** Top of each ring-chip row. */
  readonly chipRowY: readonly number[];
  /** Width the text lines and ring chips may take. */
  readonly textW: number;
  /** One square per rack, in the datacenter's rack order. */
  readonly cells: readonly Box[];
}

/**
 * `lines` text lines and `chipRows` rows of ring chips under the header, then a grid of `racks`
 * cells with the largest squares that fit: under the text (stacked), or beside it when the tile is
 * too short on screen for that (a wide, low datacenter) and the cells stay large enough there.
 */
export function dcTileGeometry(
  box: Box,
  k: number,
  racks: number,
  lines: number,
  chipRows: number,
): DcTileGeometry {
  const stacked = arrange(box, k, racks, lines, chipRows, false);
  if (stacked.u * k >= 1) return stacked;
  const side = arrange(box, k, racks, lines, chipRows, true);
  const cellPx = (side.cells[0]?.w ?? 0) / side.u;
  const fullColumn = side.textW >= DC_TILE_PX.sideText * side.u;
  return side.u > stacked.u && fullColumn && cellPx >= MIN_SIDE_CELL_PX ? side : stacked;
}

/** Beside the text, rack cells smaller than this (screen px) are worse than a smaller stacked tile. */
const MIN_SIDE_CELL_PX = 14;

function arrange(box: Box, k: number, racks: number, lines: number, chipRows: number, side: boolean) {
  const P = DC_TILE_PX;
  const text = lines * P.line + chipRows * P.chipRow;
  const needed = side
    ? P.head + 2 * P.pad + Math.max(text, P.minGrid)
    : P.head + 3 * P.pad + text + P.minGrid;
  const shrink = Math.min(1, (box.h * k) / needed, (box.w * k) / (P.head * 4));
  const u = shrink / k;
  const pad = P.pad * u;
  const head = { x: box.x + 3 * u, y: box.y + 3 * u, w: box.w - 6 * u, h: (P.head - 3) * u };
  const linesTop = box.y + (P.head + P.pad) * u;
  const lineY = Array.from({ length: lines }, (_, i) => linesTop + i * P.line * u);
  const chipsTop = linesTop + lines * P.line * u;
  const chipRowY = Array.from({ length: chipRows }, (_, i) => chipsTop + i * P.chipRow * u);
  const textW = side ? Math.min(P.sideText * u, box.w / 2) : box.w - 2 * pad;
  const gridTop = side ? linesTop : chipsTop + chipRows * P.chipRow * u + pad;
  const gridLeft = side ? box.x + 2 * pad + textW : box.x + pad;
  const cells = rackGrid(
    { x: gridLeft, y: gridTop, w: box.x + box.w - pad - gridLeft, h: box.y + box.h - pad - gridTop },
    racks,
    P.maxCell * u,
  );
  return { u, pad, head, lineY, chipRowY, textW, cells };
}

/** `n` squares in rows, as large as `area` allows (up to `maxPitch`), filled row by row. */
export function rackGrid(area: Box, n: number, maxPitch: number): Box[] {
  if (n <= 0 || area.w <= 0 || area.h <= 0) return [];
  let cols = 1;
  let pitch = 0;
  for (let c = 1; c <= n; c++) {
    const p = Math.min(area.w / c, area.h / Math.ceil(n / c));
    if (p > pitch) {
      pitch = p;
      cols = c;
    }
  }
  pitch = Math.min(pitch, maxPitch);
  // Fewest rows at that size, then the rows evened out (12 racks as 6 + 6, not 9 + 3).
  const rows = Math.ceil(n / Math.max(cols, Math.min(n, Math.floor(area.w / pitch))));
  cols = Math.ceil(n / rows);
  const side = pitch * (1 - CELL_GAP);
  return Array.from({ length: n }, (_, i) => ({
    x: area.x + (i % cols) * pitch,
    y: area.y + Math.floor(i / cols) * pitch,
    w: side,
    h: side,
  }));
}

/** How many chips fit in `width` at `pitch`, keeping one place for "+N" when they do not all fit. */
export function chipsShown(count: number, width: number, pitch: number): number {
  const room = Math.max(0, Math.floor(width / pitch));
  return count <= room ? count : Math.max(0, room - 1);
}
