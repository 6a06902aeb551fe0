/**
 * Bridge mode cluster state, YDB's `NKikimrBridge::TClusterState` (ydb/core/protos/bridge.proto,
 * ydb/core/base/bridge.h): one per-pile state per pile, the primary pile, the promoted pile and a
 * generation that every accepted change raises by exactly one. Piles are addressed by their index in
 * the topology's pile order — YDB's `TBridgePileId::FromPileIndex`.
 */

/** YDB's per-pile enum; NOT_SYNCHRONIZED_1/_2 are the two stages of catching up. */
export type PileState = 'SYNCHRONIZED' | 'NOT_SYNCHRONIZED_1' | 'NOT_SYNCHRONIZED_2' | 'DISCONNECTED';
export const PILE_STATES: readonly PileState[] = [
  'SYNCHRONIZED',
  'NOT_SYNCHRONIZED_1',
  'NOT_SYNCHRONIZED_2',
  'DISCONNECTED',
];

export interface ClusterState {
  /** One state per pile, in the topology's pile order. */
  readonly perPile: readonly PileState[];
  /** Index of the primary pile (always SYNCHRONIZED). */
  readonly primary: number;
  /** Index of the promoted pile; equal to `primary` unless a switchover is under way. */
  readonly promoted: number;
  readonly generation: number;
}

/** `GenerateBridgeInitialState` (distconf_bridge.cpp): every pile SYNCHRONIZED, pile 0 primary. */
export function initialClusterState(piles: number): ClusterState {
  return {
    perPile: Array.from({ length: piles }, () => 'SYNCHRONIZED'),
    primary: 0,
    promoted: 0,
    generation: 0,
  };
}

/** `PileStateTraits` (ydb/core/base/bridge.h). */
export interface PileStateTraits {
  /** Data (BlobStorage) writes wait for this pile's part of a bridged group. */
  readonly requiresDataQuorum: boolean;
  /** The pile is mandatory for distconf config quorum (distconf_quorum.cpp). */
  readonly requiresConfigQuorum: boolean;
  /** Interconnect sessions to the pile's nodes are allowed. */
  readonly allowsConnection: boolean;
}

export const PILE_STATE_TRAITS: Readonly<Record<PileState, PileStateTraits>> = {
  SYNCHRONIZED: { requiresDataQuorum: true, requiresConfigQuorum: true, allowsConnection: true },
  NOT_SYNCHRONIZED_1: { requiresDataQuorum: false, requiresConfigQuorum: false, allowsConnection: true },
  NOT_SYNCHRONIZED_2: { requiresDataQuorum: true, requiresConfigQuorum: true, allowsConnection: true },
  DISCONNECTED: { requiresDataQuorum: false, requiresConfigQuorum: false, allowsConnection: false },
};

/**
 * The names `ydb admin cluster bridge list` prints. PRIMARY is the primary pile (always
 * SYNCHRONIZED), PROMOTED the promoted pile while it differs from the primary (the CLI code read
 * prints PROMOTE; the docs' name is kept), NOT_SYNCHRONIZED both NS1 and NS2. SUSPENDED, which
 * takedown sends, is refused by the server (rpc_bridge.cpp), so no pile is ever shown with it.
 */
export type PublicPileState = 'PRIMARY' | 'PROMOTED' | 'SYNCHRONIZED' | 'NOT_SYNCHRONIZED' | 'DISCONNECTED';

/** Pile `pile`'s stored state; throws when the index is outside the state's piles. */
export function perPileState(state: ClusterState, pile: number): PileState {
  const s = state.perPile[pile];
  if (s === undefined)
    throw new Error(`pile index ${pile} is outside the cluster state's ${state.perPile.length} piles`);
  return s;
}

/** A pile that is neither primary nor promoted, as both the CLI and the ring groups name it. */
export function secondaryPileState(s: PileState): 'SYNCHRONIZED' | 'DISCONNECTED' | 'NOT_SYNCHRONIZED' {
  switch (s) {
    case 'SYNCHRONIZED':
    case 'DISCONNECTED':
      return s;
    case 'NOT_SYNCHRONIZED_1':
    case 'NOT_SYNCHRONIZED_2':
      return 'NOT_SYNCHRONIZED';
  }
}

export function publicPileState(state: ClusterState, pile: number): PublicPileState {
  const s = perPileState(state, pile);
  if (pile === state.primary) return 'PRIMARY';
  if (pile === state.promoted) return 'PROMOTED';
  return secondaryPileState(s);
}

/** `pile-a: PRIMARY` lines, as `ydb admin cluster bridge list` prints them. */
export function listPiles(state: ClusterState, pileNames: readonly string[]): string[] {
  return state.perPile.map((_, i) => `${pileNames[i] ?? `#${i}`}: ${publicPileState(state, i)}`);
}

/** `A:SYNCHRONIZED* B:NOT_SYNCHRONIZED_1 gen 3` — primary starred, promoted marked `^`. */
export function describeClusterState(state: ClusterState, pileNames: readonly string[]): string {
  const piles = state.perPile.map((s, i) => {
    const mark = (i === state.primary ? '*' : '') + (i === state.promoted && i !== state.primary ? '^' : '');
    return `${pileNames[i] ?? `#${i}`}:${s}${mark}`;
  });
  return `${piles.join(' ')} gen ${state.generation}`;
}

/**
 * `UpdateClusterStateGuid` (distconf_bridge.cpp) hashes the serialized state (XXH3); here 32-bit
 * FNV-1a over a canonical text of it. Two states committed with the same generation by the two
 * sides of a split (each failing the other over) get different guids, which is what fences them.
 */
export function clusterStateGuid(state: ClusterState): number {
  const text = `${state.perPile.join(',')}|${state.primary}|${state.promoted}|${state.generation}`;
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}
