/**
 * Bridge mode: the two piles hold different cluster states and refuse each other's interconnect
 * sessions — a partition cut a cluster-state commit between the piles' acknowledgements and the
 * commit, so one pile committed generation N+1 and the other still holds N (it accepted the
 * proposal but never heard the commit). YDB does not bring such piles back together: the handshake
 * refuses "ClusterState is different" (nodewarden/distconf_connectivity.cpp,
 * `CheckStateCompatibility`), and in the newer checker "cluster state history has been diverged"
 * ("connection won't ever be possible", `CheckHistoryCompatibility`); every StateStorage request
 * then lacks the other pile's ring group until an operator fails that pile over. So tablet requests
 * that fail after the heal while this lasts are explained, not an availability violation.
 *
 * The tracker follows `bridge.session` (engine/subsystems/distconf/bridge/sessions.ts): a refusal
 * for a different state marks the node pair split, an accepted session or a refusal for another
 * reason (a DISCONNECTED pile, a generation to catch up) clears it.
 */
import type { TraceEvent } from '../subsystems/unions.ts';

/** The handshake refusal a different cluster state gives (links.ts `handshakeRefusal`). */
export const STATE_DIFFERS = 'ClusterState is different';

/** The latest refusal for different states: the refusing node, its peer and the generations each holds. */
export interface SplitSides {
  readonly node: number;
  readonly peer: number;
  readonly generation: number;
  readonly peerGeneration: number;
  readonly primary: string;
  readonly peerPrimary: string;
}

export interface PileSplitTracker {
  /** Feeds one event; true when it starts a split (no pair was split before it). */
  observe(e: TraceEvent): boolean;
  /** Some node pair across the piles refuses sessions for different cluster states now. */
  readonly split: boolean;
  /** The latest refusal that keeps a pair split (null when none is split). */
  readonly sides: SplitSides | null;
}

export function createPileSplitTracker(): PileSplitTracker {
  const pairs = new Map<string, SplitSides>();
  let sides: SplitSides | null = null;
  return {
    observe(e) {
      if (e.kind !== 'bridge.session') return false;
      const key = e.node < e.peer ? `${e.node}|${e.peer}` : `${e.peer}|${e.node}`;
      const was = pairs.size > 0;
      if (!e.accepted && e.reason === STATE_DIFFERS) {
        sides = {
          node: e.node,
          peer: e.peer,
          generation: e.generation,
          peerGeneration: e.peerGeneration,
          primary: e.primary,
          peerPrimary: e.peerPrimary,
        };
        pairs.set(key, sides);
      } else {
        pairs.delete(key);
        if (pairs.size === 0) sides = null;
        else if (sides && !pairs.has(sideKey(sides))) sides = pairs.values().next().value ?? null;
      }
      return !was && pairs.size > 0;
    },
    get split() {
      return pairs.size > 0;
    },
    get sides() {
      return sides;
    },
  };
}

const sideKey = (s: SplitSides) => (s.node < s.peer ? `${s.node}|${s.peer}` : `${s.peer}|${s.node}`);
