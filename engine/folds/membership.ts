/**
 * Who is in the cluster, from the trace: the reserved slots not joined yet (`cluster.joined`
 * removes them) and the nodes decommissioned since (`cluster.left`). A view draws a reserved slot
 * as an empty place, not as a down node, a node SelfHeal is draining (`cluster.draining`: its
 * replicas move off through the four steps) as leaving, and a decommissioned node as gone
 * (engine/model/topology/membership.ts says what a run starts with).
 */
import type { JoinRefusal } from '../model/topology/membership.ts';
import type { NodeId, Topology } from '../model/topology/types.ts';
import type { TraceEvent } from '../subsystems/unions.ts';
import type { Fold } from './fold.ts';

export interface Membership {
  /** Reserved slots that have not joined. */
  readonly reserved: Set<NodeId>;
  /** Nodes decommissioned (out of the cluster for good). */
  readonly left: Set<NodeId>;
  /** Members being drained: decommissioned once no ring group names them. */
  readonly draining: Set<NodeId>;
  /** The last add command the kernel refused (its slots were not free), with why. */
  refused: { readonly command: string; readonly refusal: JoinRefusal } | null;
}

export const membershipFold: Fold<Membership> = {
  name: 'membership',
  init: ({ topology }) => ({
    reserved: new Set(topology.reserve ?? []),
    left: new Set(),
    draining: new Set(),
    refused: null,
  }),
  step(s, e) {
    if (e.kind === 'cluster.joined') {
      for (const n of e.nodes) s.reserved.delete(n);
      s.refused = null;
    } else if (e.kind === 'cluster.left')
      for (const n of e.nodes) {
        s.left.add(n);
        s.draining.delete(n);
      }
    else if (e.kind === 'cluster.draining') for (const n of e.nodes) s.draining.add(n);
    else if (e.kind === 'cluster.joinRefused') s.refused = { command: e.command, refusal: e.refusal };
  },
};

export const readsMembership = (e: TraceEvent): boolean =>
  e.kind === 'cluster.joined' ||
  e.kind === 'cluster.left' ||
  e.kind === 'cluster.draining' ||
  e.kind === 'cluster.joinRefused';

export const copyMembership = (s: Membership): Membership => ({
  reserved: new Set(s.reserved),
  left: new Set(s.left),
  draining: new Set(s.draining),
  refused: s.refused,
});

/** Whether `node` is in the cluster now (not a reserved slot, not decommissioned). */
export const isMember = (m: Membership, node: NodeId): boolean => !m.reserved.has(node) && !m.left.has(node);

/** The first rack (topology order) whose nodes are all reserved slots still free: what "add rack" joins. */
export function nextReservedRack(t: Topology, m: Membership): string | null {
  for (const d of t.domains) {
    const nodes = t.nodes.filter((n) => n.domain === d.id);
    if (nodes.length > 0 && nodes.every((n) => m.reserved.has(n.id))) return d.id;
  }
  return null;
}

/** The first free reserved slot (lowest id): what "add node" joins. */
export function nextReservedNode(m: Membership): NodeId | null {
  return m.reserved.size === 0 ? null : Math.min(...m.reserved);
}
