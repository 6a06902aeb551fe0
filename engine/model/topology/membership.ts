/**
 * Who is in the cluster: every node of the topology except the reserved slots not joined yet and
 * the nodes decommissioned since. The live topology is what views, analysis and SelfHeal's
 * generator see; latency and node ids keep the full topology (a slot's place is fixed up front).
 */
import type { NodeId, Topology } from './types.ts';

/** Members at the start of a run: the topology minus its reserve. */
export function initialMembers(t: Topology): Set<NodeId> {
  const reserve = new Set(t.reserve ?? []);
  return new Set(t.nodes.filter((n) => !reserve.has(n.id)).map((n) => n.id));
}

/**
 * What a run schedules at 0 so the reserved slots sit outside the cluster: each goes down before
 * it boots (the kernel boots every node of the topology; this keeps the kernel unchanged).
 */
export function reserveCommands(t: Topology): { kind: 'node.down'; node: NodeId }[] {
  return (t.reserve ?? []).map((node) => ({ kind: 'node.down', node }));
}

/** The topology restricted to `members` (racks and datacenters left empty are dropped). */
export function liveTopology(t: Topology, members: ReadonlySet<NodeId>): Topology {
  if (t.reserve === undefined && members.size === t.nodes.length) return t;
  const nodes = t.nodes.filter((n) => members.has(n.id));
  const domains = new Set(nodes.map((n) => n.domain));
  const realms = new Set(nodes.map((n) => n.realm));
  return {
    name: t.name,
    piles: t.piles,
    realms: t.realms.filter((r) => realms.has(r.id)),
    domains: t.domains.filter((d) => domains.has(d.id)),
    nodes,
  };
}

export type GrowCommand =
  | { readonly kind: 'node.add'; readonly node: NodeId }
  | { readonly kind: 'rack.add'; readonly rack: string }
  | { readonly kind: 'dc.add'; readonly dc: string };

/**
 * The reserved nodes an add command joins, or why it cannot: every node it names must be a
 * reserved slot that has not joined yet (`joined`).
 */
export function nodesToJoin(
  t: Topology,
  c: GrowCommand,
  joined: ReadonlySet<NodeId> = new Set(),
): { ok: true; nodes: NodeId[] } | { ok: false; reason: string } {
  const free = new Set((t.reserve ?? []).filter((id) => !joined.has(id)));
  const where =
    c.kind === 'node.add'
      ? `node ${c.node}`
      : c.kind === 'rack.add'
        ? `rack '${c.rack}'`
        : `datacenter '${c.dc}'`;
  const named = t.nodes.filter((n) =>
    c.kind === 'node.add' ? n.id === c.node : c.kind === 'rack.add' ? n.domain === c.rack : n.realm === c.dc,
  );
  const list = [...free].join(', ') || 'none';
  if (named.length === 0) return { ok: false, reason: `${where} is not in the topology` };
  const busy = named.filter((n) => !free.has(n.id)).map((n) => n.id);
  if (busy.length > 0)
    return {
      ok: false,
      reason: `${where}: node ${busy.join(', ')} is already in the cluster (reserved slots free: ${list})`,
    };
  return { ok: true, nodes: named.map((n) => n.id) };
}
