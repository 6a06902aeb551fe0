/**
 * The distconf root's bridge logic as plain data and pure steps, so any host (the distconf actor,
 * tests) drives it the same way: an admin command is checked against the stored state and refused
 * or proposed; a proposal commits once its config quorum answers, else it waits; with nothing in
 * flight the root proposes the automatic transition due now; a NOT_SYNCHRONIZED_2 pile is synced by the
 * root's syncer (syncer.ts), whose report is checked here against the stored generation. A proposal
 * carries the dsproxy-proxy config derived from the stored state (model/bridge/dsproxy.ts).
 */
import { MAX_DISTCONF_QUEUE } from '../../../limits.ts';
import { nextAutoTransition } from '../../../model/bridge/auto.ts';
import { planAdminCommand } from '../../../model/bridge/commands.ts';
import { withProxyConfig } from '../../../model/bridge/dsproxy.ts';
import { PILE_STATE_TRAITS, type ClusterState } from '../../../model/bridge/state.ts';
import type { Refusal } from '../../../model/bridge/transitions.ts';
import { commandText, toAdminCommand, type BridgeCommand } from './commands.ts';
import type { BridgeCause, BridgeEvent, ClusterStateView } from './events.ts';

/** How often the root re-checks quorum, automatic transitions and sync progress. */
export const KEEPER_TICK_US = 100_000;

export interface KeeperState {
  stored: ClusterState;
  pending: {
    readonly state: ClusterState;
    readonly cause: BridgeCause;
    readonly pile: number;
    /** `--quorum-pile` indices: when given, only these piles' quorum is awaited (empty: the usual ones). */
    readonly quorumPiles?: readonly number[];
    /** The admin command behind it, as the CLI prints it (absent for an automatic transition). */
    readonly command?: string;
    /** That command's `ref`, for its refusal when the proposal is dropped. */
    readonly ref?: number;
    waiting: boolean;
    /** The piles lacking disk quorum its last `bridge.waiting` named. */
    disks?: readonly string[];
  } | null;
  /**
   * Admin commands that arrived while a proposal was in flight, each checked against the stored
   * state at its turn (InvokeActorQueue, distconf_invoke_common.cpp, runs one invoke at a time).
   */
  queue: BridgeCommand[];
  /** The finished sync BSController reported for an NS2 pile, under the generation it ran in. */
  sync: { readonly pile: number; readonly generation: number; permille: number } | null;
}

export function initKeeper(stored: ClusterState, queue: BridgeCommand[] = []): KeeperState {
  return { stored, pending: null, queue, sync: null };
}

export function stateView(s: ClusterState, pileNames: readonly string[]): ClusterStateView {
  return {
    perPile: s.perPile,
    primary: pileNames[s.primary] ?? `#${s.primary}`,
    promoted: pileNames[s.promoted] ?? `#${s.promoted}`,
    generation: s.generation,
  };
}

const CAUSE = {
  'bridge.switchover': 'switchover',
  'bridge.failover': 'failover',
  'bridge.takedown': 'takedown',
  'bridge.rejoin': 'rejoin',
  'bridge.update': 'update',
  'bridge.switch': 'switch',
} as const satisfies Record<BridgeCommand['kind'], BridgeCause>;

function changedPile(from: ClusterState, to: ClusterState): number {
  const i = to.perPile.findIndex((s, p) => s !== from.perPile[p]);
  return i >= 0 ? i : to.promoted;
}

/** distconf's texts: no quorum to start (TExNoQuorum); the root lost the scepter (SwitchToError). */
const [NO_QUORUM, QUORUM_LOST] = ['No quorum to start propose/commit configuration', 'quorum lost'];

/**
 * The mandatory piles of `state` (those whose state requires config quorum, or only the
 * `--quorum-pile` ones) lacking node quorum among the connected nodes.
 */
function startMissing(
  state: ClusterState,
  nodeQuorum: readonly boolean[],
  only?: readonly number[],
): number[] {
  const piles =
    only ?? state.perPile.flatMap((p, i) => (PILE_STATE_TRAITS[p].requiresConfigQuorum ? [i] : []));
  return piles.filter((i) => !(nodeQuorum[i] ?? false));
}

/**
 * An admin command: one `bridge.refused` (naming the layer that refused) or one `bridge.proposed`
 * event. `nodeQuorum` (node quorum per pile among the connected nodes) is distconf's check before a
 * proposition starts: without it the command is refused, not left waiting (`StartProposition`,
 * distconf_invoke_common.cpp: "No quorum to start propose/commit configuration").
 */
export function keeperAdmin(
  k: KeeperState,
  c: BridgeCommand,
  pileNames: readonly string[],
  nodeQuorum?: readonly boolean[],
): BridgeEvent {
  const command = commandText(c);
  const refused = (r: Omit<Refusal, 'ok'>): BridgeEvent => ({
    kind: 'bridge.refused',
    command,
    layer: r.layer,
    ...(r.status === undefined ? {} : { status: r.status }),
    code: r.code,
    reason: r.reason,
    generation: k.stored.generation,
    ...('ref' in c && c.ref !== undefined ? { ref: c.ref } : {}),
  });
  // One config change at a time: YDB queues an invoke behind the one in flight (InvokeActorQueue,
  // distconf_invoke_common.cpp) and checks it when its turn comes. The queue's bound is the model's
  // (a named limit); YDB's has none.
  if (k.pending) {
    if (k.queue.length >= MAX_DISTCONF_QUEUE)
      return refused({
        layer: 'distconf',
        code: 'busy',
        reason: `distconf queue full (${MAX_DISTCONF_QUEUE} commands, MAX_DISTCONF_QUEUE)`,
      });
    k.queue.push(c);
    return {
      kind: 'bridge.queued',
      command,
      behind: k.pending.state.generation,
      ...('ref' in c && c.ref !== undefined ? { ref: c.ref } : {}),
    };
  }
  const v = planAdminCommand(k.stored, toAdminCommand(c, pileNames), pileNames);
  if (!v.ok) return refused(v);
  const only = v.quorumPiles.length > 0 ? v.quorumPiles : undefined;
  if (nodeQuorum && startMissing(v.state, nodeQuorum, only).length > 0)
    return refused({ layer: 'distconf', status: 'INTERNAL_ERROR', code: 'no-quorum', reason: NO_QUORUM });
  const pile = changedPile(k.stored, v.state);
  k.pending = {
    state: withProxyConfig(k.stored, v.state),
    cause: CAUSE[c.kind],
    pile,
    command,
    ...('ref' in c && c.ref !== undefined ? { ref: c.ref } : {}),
    waiting: false,
    ...(v.quorumPiles.length > 0 ? { quorumPiles: v.quorumPiles } : {}),
  };
  return {
    kind: 'bridge.proposed',
    cause: CAUSE[c.kind],
    pile: pileNames[pile] ?? '',
    ...stateView(v.state, pileNames),
  };
}

/**
 * Replaces the pending proposal by `state`, a proposal of the same generation another root got
 * persisted (its commit may have reached nobody): as distconf's new root finishes a persisted
 * ProposedStorageConfig before proposing its own, two states are never committed for one generation.
 */
export function keeperFinish(k: KeeperState, state: ClusterState, pileNames: readonly string[]): BridgeEvent {
  const pile = changedPile(k.stored, state);
  k.pending = { state, cause: 'finish-proposal', pile, waiting: false };
  return {
    kind: 'bridge.proposed',
    cause: 'finish-proposal',
    pile: pileNames[pile] ?? '',
    ...stateView(state, pileNames),
  };
}

export interface KeeperFacts {
  /** Node quorum of each pile among the nodes the root is connected to. */
  readonly nodeQuorum: readonly boolean[];
  /** Mandatory piles of `proposed` lacking quorum among the nodes that acknowledged it. */
  readonly missing: (proposed: ClusterState) => readonly string[];
  /** Of the mandatory piles of `proposed`, those whose drives or static group lack disk quorum. */
  readonly missingDisks?: (proposed: ClusterState) => readonly string[];
  /**
   * The node holds the scepter (distconf root with global quorum). Without it only admin proposals
   * commit (`SwitchBridgeClusterState` runs without scepter); automatic transitions and sync wait.
   */
  readonly scepter?: boolean;
}

/** One tick of the root: commit or wait, then the due automatic transition, then sync progress. */
export function keeperTick(k: KeeperState, facts: KeeperFacts, pileNames: readonly string[]): BridgeEvent[] {
  const out: BridgeEvent[] = [];
  const p = k.pending;
  if (p) {
    // `SpecificBridgePileIds`: the commit acquires quorum only in the named piles [guess: of those
    // only the mandatory ones that lack it are awaited; distconf's use of the list was not read].
    const quorum = p.quorumPiles?.map((i) => pileNames[i]);
    const missing = facts.missing(p.state).filter((m) => !quorum || quorum.includes(m));
    if (missing.length > 0) {
      const disks = (facts.missingDisks?.(p.state) ?? []).filter((d) => missing.includes(d));
      // A wait is told once, and again when the piles lacking disks change (the panel says why).
      if (!p.waiting || (p.disks ?? []).join() !== disks.join()) {
        const why = disks.length > 0 || p.disks ? { disks } : {};
        out.push({ kind: 'bridge.waiting', generation: p.state.generation, missing, ...why });
      }
      p.waiting = true;
      if (disks.length > 0) p.disks = disks;
      else delete p.disks;
      return out;
    }
    k.stored = p.state;
    k.pending = null;
    out.push({
      kind: 'bridge.committed',
      cause: p.cause,
      pile: pileNames[p.pile] ?? '',
      ...stateView(p.state, pileNames),
    });
  }
  // Queued admin commands take their turn before automatic transitions; a refused one lets the next go.
  while (!k.pending && k.queue.length > 0)
    out.push(keeperAdmin(k, k.queue.shift()!, pileNames, facts.nodeQuorum));
  if (k.pending) return out;
  if (facts.scepter === false) return out;
  const auto = nextAutoTransition(k.stored, {
    hasNodeQuorum: (i) => facts.nodeQuorum[i] ?? false,
    syncFinishedAt: (i) => (k.sync?.pile === i && k.sync.permille >= 1000 ? k.sync.generation : undefined),
  });
  if (auto) {
    k.pending = {
      state: withProxyConfig(k.stored, auto.state),
      cause: auto.kind,
      pile: auto.pile,
      waiting: false,
    };
    out.push({
      kind: 'bridge.proposed',
      cause: auto.kind,
      pile: pileNames[auto.pile] ?? '',
      ...stateView(auto.state, pileNames),
    });
    return out;
  }
  forgetSync(k);
  return out;
}

/**
 * The root lost the scepter (its connected nodes no longer give node quorum in every mandatory pile):
 * distconf's `SwitchToError("quorum lost")` (distconf_fsm.cpp) drops the current proposition and
 * aborts every queued invoke with that reason (`OpQueueOnError`, distconf_invoke_common.cpp; the
 * CLI sees the server's INTERNAL_ERROR). So no proposal that lost its quorum holds the queue: a
 * later command (an operator's failover) is checked on its own. What the nodes persisted stays: a
 * later round for that generation still finds it (rounds.ts).
 */
export function keeperAbort(k: KeeperState): BridgeEvent[] {
  const generation = k.stored.generation;
  const refused = (command: string, ref?: number, proposal?: number): BridgeEvent => ({
    kind: 'bridge.refused',
    command,
    layer: 'distconf',
    status: 'INTERNAL_ERROR',
    code: 'quorum-lost',
    reason: QUORUM_LOST,
    generation,
    ...(ref === undefined ? {} : { ref }),
    ...(proposal === undefined ? {} : { proposal }),
  });
  const out: BridgeEvent[] = [];
  const p = k.pending;
  if (p) out.push(refused(p.command ?? p.cause, p.ref, p.state.generation));
  for (const c of k.queue) out.push(refused(commandText(c), 'ref' in c ? c.ref : undefined));
  k.pending = null;
  k.queue = [];
  return out;
}

/** With no NS2 pile left, a finished sync is forgotten. */
function forgetSync(k: KeeperState): void {
  if (!k.stored.perPile.includes('NOT_SYNCHRONIZED_2')) k.sync = null;
}

/**
 * BSController's report that `pile`'s groups are synced, under the generation the sync ran in
 * (`NotifyBridgeSyncFinished`, ydb/core/blobstorage/nodewarden/distconf_invoke_bridge.cpp): refused
 * with "Generation mismatch" unless it is the stored generation, or when the pile is not NS2.
 */
export function keeperSyncReport(
  k: KeeperState,
  pile: number,
  generation: number,
  pileNames: readonly string[],
): BridgeEvent {
  const name = pileNames[pile] ?? '';
  const stored = k.stored.generation;
  const reason =
    generation !== stored
      ? 'generation mismatch'
      : k.stored.perPile[pile] !== 'NOT_SYNCHRONIZED_2'
        ? 'pile is not NOT_SYNCHRONIZED_2'
        : null;
  if (reason) return { kind: 'bridge.syncReport', pile: name, generation, stored, ok: false, reason };
  k.sync = { pile, generation, permille: 1000 };
  return { kind: 'bridge.syncReport', pile: name, generation, stored, ok: true };
}
