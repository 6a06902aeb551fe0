/**
 * Network fault state the scheduler consults on every send and delivery: link cuts per directed
 * node pair and extra delay per pair (dense n×n typed arrays over node indices, so checks are one
 * load), and global loss and duplication probabilities. Node up/down status lives in the scheduler.
 * Plain data: snapshots clone it.
 */
import type { NodeId, Topology } from '../model/topology/types.ts';

export interface NetworkState {
  readonly n: number;
  /**
   * cut[i * n + j] = 1 when messages from node index i to j are dropped. A two-way cut sets both
   * directions, a one-way cut (link.cut oneWay) only one.
   */
  readonly cut: Uint8Array;
  /** Extra one-way latency (µs) between node indices i and j (symmetric). */
  readonly extraUs: Float64Array;
  /** Probability in [0, 1] that any message is lost. */
  loss: number;
  /** Probability in [0, 1] that a message between two nodes is delivered twice (net.duplicate). */
  duplicate: number;
  /** Number of directed pairs with a cut, of pairs with a delay: lets the hot path skip lookups on a healthy network. */
  cutPairs: number;
  delayPairs: number;
  /**
   * Latest delivery time per ordered pair (from i to j): YDB's interconnect session delivers in
   * order, so a message never overtakes an earlier one between the same two nodes despite jitter.
   */
  readonly lastDeliverAt: Float64Array;
  /** When node i last got a "session to j broke" notice for an unreachable send (dedupe). */
  readonly noticeAt: Float64Array;
  /** Latest delivery time of a pending "session to j broke" notice to node i (-Infinity: none). */
  readonly noticeDue: Float64Array;
  /** Notices to node i about j issued so far: the generation of the next one (msgid.ts). */
  readonly noticeGen: Float64Array;
  /**
   * First generation of the notices to node i about j that belong to the current session: an older
   * notice was issued for a session that has since been replaced (routing.ts) and is not delivered.
   */
  readonly sessionGen: Float64Array;
  /**
   * refused[i * n + j] = 1 when node i holds interconnect to j down by its own choice
   * (ctx.refusePeers): messages both ways between them are dropped. Kept apart from `cut`, so a
   * fault heal does not lift it; it dies with the node's process (down, crash).
   */
  readonly refused: Uint8Array;
  /** Number of directed pairs with a refusal (hot-path skip). */
  refusedPairs: number;
}

export function createNetwork(n: number): NetworkState {
  return {
    n,
    cut: new Uint8Array(n * n),
    extraUs: new Float64Array(n * n),
    loss: 0,
    duplicate: 0,
    cutPairs: 0,
    delayPairs: 0,
    lastDeliverAt: new Float64Array(n * n),
    noticeAt: new Float64Array(n * n).fill(-Infinity),
    noticeDue: new Float64Array(n * n).fill(-Infinity),
    noticeGen: new Float64Array(n * n),
    sessionGen: new Float64Array(n * n),
    refused: new Uint8Array(n * n),
    refusedPairs: 0,
  };
}

export function isCut(net: NetworkState, i: number, j: number): boolean {
  return net.cutPairs > 0 && net.cut[i * net.n + j] === 1;
}

/** Whether the pair i, j cannot hold a session: cut either way, or refused by either end. */
export function isSevered(net: NetworkState, i: number, j: number): boolean {
  return isCut(net, i, j) || isCut(net, j, i) || isRefused(net, i, j);
}

/** Whether either of node indices i and j refuses the other. */
export function isRefused(net: NetworkState, i: number, j: number): boolean {
  return (
    net.refusedPairs > 0 &&
    i >= 0 &&
    j >= 0 &&
    (net.refused[i * net.n + j] === 1 || net.refused[j * net.n + i] === 1)
  );
}

/**
 * Replaces the set of node indices node index i refuses; returns the peers whose pair turned refused
 * and those whose pair can talk again (neither end refusing, no longer counting i's refusal).
 */
export function setRefused(
  net: NetworkState,
  i: number,
  peers: readonly number[],
): { readonly refused: number[]; readonly lifted: number[] } {
  const n = net.n;
  const want = new Uint8Array(n);
  for (const j of peers) if (j >= 0 && j < n && j !== i) want[j] = 1;
  const refused: number[] = [];
  const lifted: number[] = [];
  for (let j = 0; j < n; j++) {
    const k = i * n + j;
    const had = net.refused[k] === 1;
    if (had === (want[j] === 1)) continue;
    const other = net.refused[j * n + i] === 1;
    net.refused[k] = want[j] as number;
    net.refusedPairs += had ? -1 : 1;
    if (other) continue;
    (had ? lifted : refused).push(j);
  }
  return { refused, lifted };
}

export function extraDelayUs(net: NetworkState, i: number, j: number): number {
  return net.delayPairs > 0 ? (net.extraUs[i * net.n + j] as number) : 0;
}

function setDirected(net: NetworkState, k: number, cut: boolean): boolean {
  if ((net.cut[k] === 1) === cut) return false;
  net.cut[k] = cut ? 1 : 0;
  net.cutPairs += cut ? 1 : -1;
  return true;
}

/**
 * Cuts (or heals) i→j, and j→i unless `oneWay`; returns true if i→j was not cut before (a two-way
 * change of an already cut i→j still updates j→i).
 */
export function setCut(net: NetworkState, i: number, j: number, cut: boolean, oneWay = false): boolean {
  const changed = setDirected(net, i * net.n + j, cut);
  if (!oneWay) setDirected(net, j * net.n + i, cut);
  return changed;
}

export function setDelay(net: NetworkState, i: number, j: number, extraUs: number): void {
  const k = i * net.n + j;
  const had = (net.extraUs[k] as number) !== 0;
  net.extraUs[k] = extraUs;
  net.extraUs[j * net.n + i] = extraUs;
  net.delayPairs += (extraUs !== 0 ? 1 : 0) - (had ? 1 : 0);
}

export function healAll(net: NetworkState): void {
  net.cut.fill(0);
  net.extraUs.fill(0);
  net.loss = 0;
  net.duplicate = 0;
  net.cutPairs = 0;
  net.delayPairs = 0;
}

/** Dense index of each node id (topology order), for the typed arrays above. */
export class NodeIndex {
  readonly ids: readonly NodeId[];
  /** Dense id → index table (ids are small positive integers); -1 for holes. */
  private readonly byId: Int32Array;
  constructor(topology: Topology) {
    this.ids = topology.nodes.map((n) => n.id);
    const max = this.ids.reduce((m, id) => Math.max(m, id), 0);
    if (max > 1 << 22 || this.ids.some((id) => !Number.isInteger(id) || id <= 0)) {
      throw new Error('node ids must be positive integers below 4M');
    }
    this.byId = new Int32Array(max + 1).fill(-1);
    this.ids.forEach((id, i) => (this.byId[id] = i));
  }
  get size(): number {
    return this.ids.length;
  }
  /** Index of `id`, or -1 when the node does not exist (e.g. USER's node 0). */
  of(id: NodeId): number {
    const i = this.byId[id];
    return i === undefined ? -1 : i;
  }
}
