/**
 * Colours and shapes of messages by subsystem. Colours are from the Okabe–Ito palette (made to stay
 * apart under the common colour-vision deficiencies); shapes repeat the cluster legend's (circle =
 * StateStorage, square = Board, diamond = SchemeBoard), so colour is never the only cue.
 */
import type { Subsystem } from '../../engine/model/config/types.ts';
import { SUBSYSTEM_SHAPE, type GlyphShape } from '../model/palette.ts';

export type FlowSubsystem = Subsystem | 'system';

export const FLOW_SUBSYSTEMS: readonly FlowSubsystem[] = ['statestorage', 'board', 'schemeboard', 'system'];

export const FLOW_COLOR: Readonly<Record<FlowSubsystem, string>> = {
  statestorage: '#0072B2', // blue
  board: '#E69F00', // orange
  schemeboard: '#009E73', // bluish green
  system: '#8a8f98', // grey: commands, interconnect, undelivered notices
};

/** Darker shades of the same hues for text on white (labels, log), readable at 11 px. */
export const FLOW_INK: Readonly<Record<FlowSubsystem, string>> = {
  statestorage: '#005a8c',
  board: '#8a5a00',
  schemeboard: '#00704f',
  system: '#5f6875',
};

export const FLOW_LABEL: Readonly<Record<FlowSubsystem, string>> = {
  statestorage: 'StateStorage',
  board: 'Board',
  schemeboard: 'SchemeBoard',
  system: 'system, commands',
};

export const FLOW_SHAPE: Readonly<Record<FlowSubsystem, GlyphShape>> = {
  ...SUBSYSTEM_SHAPE,
  system: 'circle',
};

/** Drops: vermillion, the Okabe–Ito colour kept apart from every subsystem colour above. */
export const DROP_COLOR = '#D55E00';

/** By MessageTable subsystem code (SUB_SS = 0 … SUB_SYS = 3; flowPalette.test.ts checks the order). */
export const CODE_SUBSYSTEM: readonly FlowSubsystem[] = FLOW_SUBSYSTEMS;
