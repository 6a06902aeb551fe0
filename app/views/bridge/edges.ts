/** The per-pile transitions the state diagram draws: admin ones by CLI verb, automatic ones as `auto`. */
import type { PileState } from '../../../engine/index.ts';

export interface Edge {
  readonly from: PileState;
  readonly to: PileState;
  /** CLI verb or `auto`. */
  readonly label: string;
}

export const EDGES: readonly Edge[] = [
  { from: 'SYNCHRONIZED', to: 'DISCONNECTED', label: 'failover / takedown' },
  { from: 'DISCONNECTED', to: 'NOT_SYNCHRONIZED_1', label: 'rejoin' },
  { from: 'NOT_SYNCHRONIZED_1', to: 'NOT_SYNCHRONIZED_2', label: 'auto' },
  { from: 'NOT_SYNCHRONIZED_2', to: 'SYNCHRONIZED', label: 'auto' },
  { from: 'NOT_SYNCHRONIZED_1', to: 'DISCONNECTED', label: 'failover' },
  { from: 'NOT_SYNCHRONIZED_2', to: 'DISCONNECTED', label: 'failover' },
  { from: 'NOT_SYNCHRONIZED_2', to: 'NOT_SYNCHRONIZED_1', label: 'switch' },
];
