/**
 * Colours. Rings use Tableau 10 (designed to stay distinguishable for common colour-vision
 * deficiencies) and every replica also prints its ring number, so colour is never the only cue.
 * Subsystems are told apart by shape, not colour.
 */
import { scaleOrdinal } from 'd3-scale';
import { schemeTableau10 } from 'd3-scale-chromatic';
import type { Subsystem } from '../../engine/model/config/types.ts';

const ringScale = scaleOrdinal<number, string>(schemeTableau10).domain([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);

/** Fill colour of ring `ring` (cycles after 10 rings). */
export function ringColor(ring: number): string {
  return ringScale(ring % 10);
}

export type GlyphShape = 'circle' | 'square' | 'diamond';

export const SUBSYSTEM_SHAPE: Readonly<Record<Subsystem, GlyphShape>> = {
  statestorage: 'circle',
  board: 'square',
  schemeboard: 'diamond',
};

export const SUBSYSTEM_LABEL: Readonly<Record<Subsystem, string>> = {
  statestorage: 'StateStorage',
  board: 'Board',
  schemeboard: 'SchemeBoard',
};
