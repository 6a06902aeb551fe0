/**
 * Which per-pile transitions are allowed from a pile's state now: automatic ones always (distconf
 * makes them when their condition holds), the others when distconf would accept the raw switch —
 * for the primary pile, disconnecting it moves the primary to `newPrimary`.
 */
import {
  committedClusterState,
  validateSwitch,
  type BridgeStatus,
  type ClusterState,
} from '../../../engine/index.ts';
import { EDGES } from './edges.ts';

export function allowedEdges(state: ClusterState, pile: number, newPrimary: number): Set<string> {
  const out = new Set<string>();
  const cur = state.perPile[pile];
  for (const e of EDGES) {
    if (e.from !== cur) continue;
    if (e.label === 'auto') {
      out.add(`${e.from}>${e.to}`);
      continue;
    }
    const moves = pile === state.primary && e.to === 'DISCONNECTED';
    const proposed: ClusterState = {
      perPile: state.perPile.map((s, i) => (i === pile ? e.to : s)),
      primary: moves ? newPrimary : state.primary,
      promoted: moves
        ? newPrimary
        : pile === state.promoted && e.to === 'DISCONNECTED'
          ? state.primary
          : state.promoted,
      generation: state.generation + 1,
    };
    if (validateSwitch(state, proposed).ok) out.add(`${e.from}>${e.to}`);
  }
  return out;
}

/** `allowedEdges` for piles by name (the panel's one representation), converted here for the model. */
export function allowedEdgesOf(b: BridgeStatus, pile: string, newPrimary: string): Set<string> {
  const state = committedClusterState(b);
  const i = b.piles.indexOf(pile);
  if (!state || i < 0) return new Set();
  const np = b.piles.indexOf(newPrimary);
  return allowedEdges(state, i, np >= 0 ? np : state.primary);
}
