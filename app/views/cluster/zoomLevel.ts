/**
 * Semantic zoom of the cluster view: which level of detail a zoom scale shows, and the text-fitting
 * rule the summary tiles share. Thresholds come from on-screen text size: a level is left when its
 * labels would be too small to read.
 */
import { NODE_W, RACK_PAD } from '../../viewmodel/layout.ts';
import { GLYPH_EM } from './dcHeadText.ts';

/** Datacenter tiles, rack tiles, or full nodes with their replicas (outermost first). */
export type ZoomLevel = 'dc' | 'rack' | 'node';

/**
 * Below this zoom scale node labels (11.5 px) shrink under ~7 screen px and replica glyphs under
 * 5: racks are drawn as summary tiles instead; zooming in brings the nodes back.
 */
export const SUMMARY_BELOW_SCALE = 0.6;

/** Font size (content px) of text `px` screen px high, but never wider than `width` for `chars` characters. */
export function fitFont(px: number, k: number, width: number, chars: number): number {
  return Math.min(px / k, width / (GLYPH_EM * Math.max(1, chars)));
}

/** Padding inside a rack summary tile (content px): up to 8, less on narrow tiles. */
export const rackTilePad = (w: number) => Math.min(8, w * 0.06);

/** Width a rack tile's name may take (content px): the tile less its padding. */
export const RACK_TILE_TEXT_W = NODE_W + 2 * RACK_PAD - 2 * rackTilePad(NODE_W + 2 * RACK_PAD);
/** Rack names as presets and YDB configs spell them ("dc1-r10"). */
export const RACK_NAME_CHARS = 7;
/** A font under this many screen px (x-height ≈ 3.5 px) cannot be read without zooming. */
export const MIN_READABLE_PX = 6.5;

/**
 * Below this scale a rack tile's name, clamped to the tile's width, is smaller than
 * MIN_READABLE_PX on screen (≈ 0.28): the cluster is drawn as one tile per datacenter instead.
 * Above it rack tiles stay: single-dc-256 fitted into a 1024 px window (scale ≈ 0.29) keeps them.
 */
export const DC_SUMMARY_BELOW_SCALE = (MIN_READABLE_PX * GLYPH_EM * RACK_NAME_CHARS) / RACK_TILE_TEXT_W;

export function zoomLevel(k: number): ZoomLevel {
  if (k < DC_SUMMARY_BELOW_SCALE) return 'dc';
  return k < SUMMARY_BELOW_SCALE ? 'rack' : 'node';
}
