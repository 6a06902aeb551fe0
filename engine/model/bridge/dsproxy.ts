/**
 * The dsproxy-proxy of the static group: the dsproxy interface in front of one group per pile,
 * configured from the committed cluster state (bridge-mode docs, "dsproxy-proxy behavior";
 * ydb/core/blobstorage/dsproxy/bridge/bridge.cpp `TBridgedBlobStorageProxyActor`).
 *
 * Per pair (the primary pile's group and one other pile's group) the mode is the other pile's state:
 * - SYNCHRONIZED: writes go to both groups, reads to the primary one (bridge.cpp: a put finishes only
 *   when every connected pile answered OK, a get takes the primary pile's answer);
 * - DISCONNECTED: reads and writes only in the primary group (bridge.cpp skips a pile whose state
 *   does not `AllowsConnection`);
 * - NOT_SYNCHRONIZED: a submode says what reaches the other group.
 * The config (modes, submodes, PPGeneration, each group's generation) changes only when a pair's
 * mode or submode or the primary pile changes; PPGeneration then rises by one. The primary group
 * always takes the new config, the others unless DISCONNECTED. A group checks the mode, submode and
 * PPGeneration an operation carries against its own config and refuses a mismatch.
 *
 * The config is part of what is committed: the keeper derives it from the committed state below a
 * proposal and the proposal carries it (`withProxyConfig`), as YDB's storage config carries the
 * static group's generation and cluster state to every node (NodeWarden hands it to the proxy,
 * bridge.cpp `TEvNodeWardenStorageConfig`). A node that missed states takes the config of the state
 * it adopts, so every node on one committed state holds the same PPGeneration.
 */
import { perPileState, type ClusterState, type PileState } from './state.ts';

export type ProxyMode = 'SYNCHRONIZED' | 'NOT_SYNCHRONIZED' | 'DISCONNECTED';
export type ProxySubmode =
  'WRITE_KEEP' | 'WRITE_KEEP_BARRIER_DONOTKEEP' | 'WRITE_KEEP_BARRIER_DONOTKEEP_DATA';

/** The pair of the primary pile's group and pile `pile`'s group. */
export interface PairMode {
  readonly pile: number;
  readonly mode: ProxyMode;
  /** Only in NOT_SYNCHRONIZED. */
  readonly submode: ProxySubmode | null;
}

/** What a group holds and what every operation carries: the modes and the PPGeneration. */
export interface ProxyView {
  readonly primary: number;
  /** One per pile other than the primary, in pile order. */
  readonly pairs: readonly PairMode[];
  readonly ppGeneration: number;
}

export interface ProxyConfig extends ProxyView {
  /** Per pile: the generation of that pile's group config. */
  readonly groupGeneration: readonly number[];
  /** Per pile: the config that pile's group holds (a DISCONNECTED pile's keeps the old one). */
  readonly groups: readonly ProxyView[];
}

/**
 * A pile's state → the pair's mode. [guess: the docs name three NOT_SYNCHRONIZED submodes and YDB has
 * two catching-up stages; NOT_SYNCHRONIZED_1 (no data quorum, `PileStateTraits`) is taken as
 * WRITE_KEEP and NOT_SYNCHRONIZED_2 (data quorum) as WRITE_KEEP_BARRIER_DONOTKEEP_DATA; the middle
 * submode is not reached.]
 */
export function pairMode(s: PileState): Pick<PairMode, 'mode' | 'submode'> {
  switch (s) {
    case 'SYNCHRONIZED':
    case 'DISCONNECTED':
      return { mode: s, submode: null };
    case 'NOT_SYNCHRONIZED_1':
      return { mode: 'NOT_SYNCHRONIZED', submode: 'WRITE_KEEP' };
    case 'NOT_SYNCHRONIZED_2':
      return { mode: 'NOT_SYNCHRONIZED', submode: 'WRITE_KEEP_BARRIER_DONOTKEEP_DATA' };
  }
}

function pairsOf(state: ClusterState): PairMode[] {
  return state.perPile.flatMap((_, pile) =>
    pile === state.primary ? [] : [{ pile, ...pairMode(perPileState(state, pile)) }],
  );
}

const sameView = (a: Omit<ProxyView, 'ppGeneration'>, b: Omit<ProxyView, 'ppGeneration'>): boolean =>
  a.primary === b.primary &&
  a.pairs.length === b.pairs.length &&
  a.pairs.every((p, i) => {
    const q = b.pairs[i];
    return q !== undefined && p.pile === q.pile && p.mode === q.mode && p.submode === q.submode;
  });

/**
 * The first config, for the initial cluster state. [guess: PPGeneration and group generations start
 * at 1; the value YDB starts from was not read.]
 */
export function initialProxyConfig(state: ClusterState): ProxyConfig {
  const view: ProxyView = { primary: state.primary, pairs: pairsOf(state), ppGeneration: 1 };
  return {
    ...view,
    groupGeneration: state.perPile.map(() => 1),
    groups: state.perPile.map(() => view),
  };
}

/**
 * The config after `state` is committed. A change of the promoted pile alone (switchover's first
 * step) changes no mode: the config and PPGeneration stay.
 */
export function nextProxyConfig(prev: ProxyConfig, state: ClusterState): ProxyConfig {
  const next = { primary: state.primary, pairs: pairsOf(state) };
  if (sameView(prev, next)) return prev;
  const view: ProxyView = { ...next, ppGeneration: prev.ppGeneration + 1 };
  // "always updated for the PRIMARY group; for the others, updated except when DISCONNECTED"
  const takes = (pile: number) => pile === state.primary || perPileState(state, pile) !== 'DISCONNECTED';
  return {
    ...view,
    groupGeneration: prev.groupGeneration.map((g, pile) => (takes(pile) ? g + 1 : g)),
    groups: prev.groups.map((g, pile) => (takes(pile) ? view : g)),
  };
}

/**
 * `writeTargets` per view object: a view is immutable (every field readonly, a new config is a new
 * object), and a DS proxy asks for the targets on every VDisk's answer.
 */
const targetsOfView = new WeakMap<ProxyView, readonly number[]>();

/**
 * The groups a write (a put of data) reaches: the primary one, and each other pile's group that is
 * SYNCHRONIZED, or NOT_SYNCHRONIZED in the submode that also writes data.
 */
export function writeTargets(v: ProxyView): readonly number[] {
  let piles = targetsOfView.get(v);
  if (!piles) {
    const others = v.pairs.filter(
      (p) => p.mode === 'SYNCHRONIZED' || p.submode === 'WRITE_KEEP_BARRIER_DONOTKEEP_DATA',
    );
    piles = [v.primary, ...others.map((p) => p.pile)];
    targetsOfView.set(v, piles);
  }
  return piles;
}

export type ProxyCheck =
  | { readonly ok: true }
  | { readonly ok: false; readonly reason: 'stale-generation' | 'newer-generation' | 'mode-mismatch' };

/**
 * The group's check of an operation from a dsproxy-proxy holding `op` (docs: "On each operation, the
 * group checks the mode, submode, and PPGeneration"). An older PPGeneration is a proxy that missed a
 * change; a newer one a group that missed it; equal generations with other modes are two proxies
 * that each think they are PRIMARY.
 */
const ADMITTED: ProxyCheck = { ok: true };

export function checkOperation(group: ProxyView, op: ProxyView): ProxyCheck {
  if (op.ppGeneration < group.ppGeneration) return { ok: false, reason: 'stale-generation' };
  if (op.ppGeneration > group.ppGeneration) return { ok: false, reason: 'newer-generation' };
  if (!sameView(group, op)) return { ok: false, reason: 'mode-mismatch' };
  return ADMITTED;
}

/** A committed cluster state with the dsproxy-proxy config committed with it. */
export type ProxiedState = ClusterState & { readonly proxy?: ProxyConfig };

/**
 * The first config per state object that carries none: a state is immutable (every field readonly;
 * a change is a new state), and VDisks ask for their node's config on every operation.
 */
const firstConfigOf = new WeakMap<ClusterState, ProxyConfig>();

/**
 * The proxy config committed with `state`. Only the initial state (generation 0, never proposed)
 * carries none: its config is the first one.
 */
export function committedProxyConfig(state: ClusterState): ProxyConfig {
  const carried = (state as ProxiedState).proxy;
  if (carried) return carried;
  let first = firstConfigOf.get(state);
  if (!first) {
    first = initialProxyConfig(state);
    firstConfigOf.set(state, first);
  }
  return first;
}

/** `proposed`, derived from the committed state `base` one generation below it, with its config. */
export function withProxyConfig(base: ClusterState, proposed: ClusterState): ProxiedState {
  return { ...proposed, proxy: nextProxyConfig(committedProxyConfig(base), proposed) };
}

/** `proxyViewOf` per config object: a config is immutable, and every tablet request carries its view. */
const viewOfConfig = new WeakMap<ProxyView, ProxyView>();

/** The part of a config an operation carries (one object per config, so per-view caches hit). */
export function proxyViewOf(c: ProxyView): ProxyView {
  let v = viewOfConfig.get(c);
  if (!v) {
    v = { primary: c.primary, pairs: c.pairs, ppGeneration: c.ppGeneration };
    viewOfConfig.set(c, v);
  }
  return v;
}

/** Same PPGeneration, primary and modes. */
export const sameProxyView = (a: ProxyView, b: ProxyView): boolean =>
  a.ppGeneration === b.ppGeneration && sameView(a, b);

/** `B:SYNCHRONIZED C:NOT_SYNCHRONIZED/WRITE_KEEP`: each pair's pile, mode and submode. */
export const proxyModeText = (v: ProxyView, pileNames: readonly string[]): string =>
  v.pairs.map((p) => `${pileNames[p.pile] ?? ''}:${p.mode}${p.submode ? `/${p.submode}` : ''}`).join(' ');
