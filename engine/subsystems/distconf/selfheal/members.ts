/**
 * The cluster's membership as the root's SelfHeal sees it. YDB's Sentinel reads the node list CMS
 * keeps (nodes register when they first connect; ydb/core/cms/sentinel.cpp `TConfigUpdater`): a
 * reserved slot (engine/model/topology/membership.ts) joins the Sentinel's map when it first
 * answers a probe, and a decommissioned node leaves it. Once the membership changed, the
 * recommended config is sized for the live nodes (`resize`, engine/model/selfheal/shape.ts).
 */
import type { NodeId, Topology } from '../../../model/topology/types.ts';
import { liveTopology } from '../../../model/topology/membership.ts';
import { initialNodeStatus } from '../../../model/selfheal/sentinel.ts';
import type { SentinelRounds } from './sentinel-round.ts';

export interface Membership {
  /** Reserved slots that have not answered yet (probed every round, not sampled). */
  readonly reserved: Set<NodeId>;
  /** Decommissioned nodes (`cluster.decommission`). */
  readonly left: Set<NodeId>;
  /** Nodes joined or left since the run began. */
  changed: boolean;
}

export function initialMembership(t: Topology): Membership {
  return { reserved: new Set(t.reserve ?? []), left: new Set(), changed: false };
}

export function isMember(m: Membership, node: NodeId): boolean {
  return !m.reserved.has(node) && !m.left.has(node);
}

/**
 * A probe answer from a reserved slot: it joins the Sentinel's map as UNKNOWN, with this answer as
 * its first good sample (GOOD after `limits.good` of them, which triggers an activation).
 */
export function joinIfReserved(m: Membership, r: SentinelRounds, node: NodeId): boolean {
  if (!m.reserved.delete(node)) return false;
  r.statuses.set(node, initialNodeStatus('UNKNOWN'));
  r.answered.add(node);
  m.changed = true;
  return true;
}

/** Decommissioned nodes leave the map; the next activation sizes the groups without them. */
export function leave(m: Membership, r: SentinelRounds, nodes: readonly NodeId[]): void {
  for (const n of nodes) {
    m.left.add(n);
    m.reserved.delete(n);
    r.statuses.delete(n);
    r.answered.delete(n);
  }
  m.changed = true;
}

/** What the generator sees: the live nodes. */
export function memberTopology(t: Topology, m: Membership): Topology {
  if (m.reserved.size === 0 && m.left.size === 0) return t;
  return liveTopology(t, new Set(t.nodes.filter((n) => isMember(m, n.id)).map((n) => n.id)));
}
