/**
 * One cluster-state generation is decided as one Paxos instance, so two roots (a partition, a
 * restart, a root that lost its messages) never commit two states for it. distconf does it in two
 * steps as well: a new root first collects every node's persisted configs (`CollectConfigs`,
 * `ProcessCollectConfigs` in distconf_fsm.cpp) and finishes a ProposedStorageConfig it finds before
 * proposing its own; the scepter orders its roots. Here roots can overlap (an admin switch
 * runs without scepter), so a ballot orders them instead:
 * - prepare(b): a node promises ballot b when it has promised nothing higher for that generation and
 *   reports the proposal it holds (state and the ballot it was accepted with);
 * - once node quorum of every mandatory pile of its proposal promised, the root proposes the
 *   highest-ballot state reported (`finish-proposal`), or its own if none was;
 * - propose(state, b): a node accepts unless it promised a higher ballot, replacing what it held;
 *   the root commits once node quorum of every mandatory pile of that state accepted ballot b.
 * A refusal names the higher ballot; the root starts again above it at its next tick.
 */
import { clusterStateGuid, type ClusterState } from './state.ts';
import type { NodeId } from '../topology/types.ts';

/** Ordered by round, then proposer node (so two roots never share one). */
export interface Ballot {
  readonly round: number;
  readonly node: NodeId;
}

export function ballotLess(a: Ballot, b: Ballot): boolean {
  return a.round < b.round || (a.round === b.round && a.node < b.node);
}

export function sameBallot(a: Ballot, b: Ballot): boolean {
  return a.round === b.round && a.node === b.node;
}

export interface Accepted {
  readonly state: ClusterState;
  readonly ballot: Ballot;
}

/**
 * What a node persists for the generation after the one it stored (distconf's ProposedStorageConfig,
 * with the ballot it promised): kept across restarts, dropped once a state of that generation is adopted.
 */
export interface AcceptorRecord {
  readonly generation: number;
  readonly promised: Ballot;
  readonly accepted: Accepted | null;
}

export type AcceptorStep =
  { readonly ok: true; readonly record: AcceptorRecord } | { readonly ok: false; readonly promised: Ballot };

/**
 * The record as it stands for `generation` (one of an older generation is stale); undefined when the
 * node already holds a later generation's: a root that far behind gets no answer.
 */
function current(rec: AcceptorRecord | null, generation: number): AcceptorRecord | null | undefined {
  if (rec && rec.generation > generation) return undefined;
  return rec && rec.generation === generation ? rec : null;
}

/** A prepare: the promise (and what the node holds), a refusal naming the higher ballot, or null. */
export function acceptorPrepare(
  rec: AcceptorRecord | null,
  generation: number,
  ballot: Ballot,
): AcceptorStep | null {
  const r = current(rec, generation);
  if (r === undefined) return null;
  if (r && ballotLess(ballot, r.promised)) return { ok: false, promised: r.promised };
  return { ok: true, record: { generation, promised: ballot, accepted: r?.accepted ?? null } };
}

/** A proposal: accepted (replacing what the node held) unless it promised a higher ballot. */
export function acceptorAccept(
  rec: AcceptorRecord | null,
  state: ClusterState,
  ballot: Ballot,
): AcceptorStep | null {
  const r = current(rec, state.generation);
  if (r === undefined) return null;
  if (r && ballotLess(ballot, r.promised)) return { ok: false, promised: r.promised };
  return {
    ok: true,
    record: { generation: state.generation, promised: ballot, accepted: { state, ballot } },
  };
}

/** The root's side of one ballot for its pending proposal. */
export interface Round {
  readonly generation: number;
  readonly ballot: Ballot;
  phase: 'prepare' | 'accept';
  /** Nodes that promised this ballot (prepare) or accepted the pending state with it (accept). */
  answered: NodeId[];
  /** The highest-ballot proposal the promises reported. */
  highest: Accepted | null;
  /** Nodes whose promise reported an accepted proposal, with that proposal's state guid. */
  reports: [NodeId, number][];
  /** A node promised a higher ballot: start again above it at the next tick. */
  outbid: Ballot | null;
}

export function newRound(generation: number, ballot: Ballot): Round {
  return { generation, ballot, phase: 'prepare', answered: [], highest: null, outbid: null, reports: [] };
}

/** A promise for the round: counts the node and keeps the highest reported proposal. */
export function notePromise(r: Round, from: NodeId, accepted: Accepted | null): void {
  if (r.phase !== 'prepare') return;
  if (!r.answered.includes(from)) r.answered.push(from);
  if (accepted && !r.reports.some(([n]) => n === from))
    r.reports.push([from, clusterStateGuid(accepted.state)]);
  if (accepted && (!r.highest || ballotLess(r.highest.ballot, accepted.ballot))) r.highest = accepted;
}

export function noteOutbid(r: Round, promised: Ballot): void {
  if (ballotLess(r.ballot, promised) && (!r.outbid || ballotLess(r.outbid, promised))) r.outbid = promised;
}

/** A ballot above every one `node` has seen. */
export function nextBallot(node: NodeId, ...seen: (Ballot | null | undefined)[]): Ballot {
  const top = Math.max(0, ...seen.map((b) => b?.round ?? 0));
  return { round: top + 1, node };
}
