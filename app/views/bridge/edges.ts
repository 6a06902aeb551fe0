/**
 * The per-pile transitions the state diagram draws (admin ones by CLI verb, automatic ones as
 * `auto`, the raw per-pile switch as `switch`) and where it draws them. Every label has a place of
 * its own: a pair of opposite transitions gets two parallel lines with one label on each side, so no
 * label lies on another (e2e/piles-layout.spec.ts measures it).
 */
import type { PileState } from '../../../engine/index.ts';

export interface Edge {
  readonly from: PileState;
  readonly to: PileState;
  /** CLI verb, `auto` or `switch`. */
  readonly label: string;
  /** The arrow, from → to. */
  readonly line: readonly [x1: number, y1: number, x2: number, y2: number];
  /** Where the label's baseline sits and how it is anchored there. */
  readonly at: readonly [x: number, y: number, anchor: 'start' | 'middle' | 'end'];
}

/** The diagram's size; node boxes are NODE_W × NODE_H around their centres. */
export const DIAGRAM_W = 370;
export const DIAGRAM_H = 150;
export const NODE_W = 70;
export const NODE_H = 24;

/** Node centres: the catch-up path runs along the bottom, DISCONNECTED above it. */
export const NODE_AT: Record<PileState, { readonly x: number; readonly y: number; readonly label: string }> =
  {
    SYNCHRONIZED: { x: 60, y: 112, label: 'SYNC' },
    NOT_SYNCHRONIZED_2: { x: 195, y: 112, label: 'NS2' },
    NOT_SYNCHRONIZED_1: { x: 330, y: 112, label: 'NS1' },
    DISCONNECTED: { x: 195, y: 20, label: 'DISC' },
  };

export const EDGES: readonly Edge[] = [
  {
    from: 'SYNCHRONIZED',
    to: 'DISCONNECTED',
    // Not takedown: its SUSPENDED is refused by the server (rpc_bridge.cpp "Unsupported pile state").
    label: 'failover',
    line: [80, 100, 160, 26],
    at: [112, 46, 'end'],
  },
  {
    from: 'DISCONNECTED',
    to: 'NOT_SYNCHRONIZED_1',
    label: 'rejoin',
    line: [230, 14, 342, 100],
    at: [292, 42, 'start'],
  },
  {
    from: 'NOT_SYNCHRONIZED_1',
    to: 'DISCONNECTED',
    label: 'failover',
    line: [310, 100, 226, 32],
    at: [282, 78, 'end'],
  },
  {
    from: 'NOT_SYNCHRONIZED_2',
    to: 'DISCONNECTED',
    label: 'failover',
    line: [195, 100, 195, 32],
    at: [190, 70, 'end'],
  },
  {
    from: 'NOT_SYNCHRONIZED_1',
    to: 'NOT_SYNCHRONIZED_2',
    label: 'auto',
    line: [295, 118, 230, 118],
    at: [262, 138, 'middle'],
  },
  {
    from: 'NOT_SYNCHRONIZED_2',
    to: 'NOT_SYNCHRONIZED_1',
    label: 'switch',
    line: [230, 106, 295, 106],
    at: [262, 99, 'middle'],
  },
  {
    from: 'NOT_SYNCHRONIZED_2',
    to: 'SYNCHRONIZED',
    label: 'auto',
    line: [160, 112, 95, 112],
    at: [128, 106, 'middle'],
  },
];
