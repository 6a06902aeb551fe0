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

/** What an add command named. */
export type JoinPlace =
  { readonly kind: 'node'; readonly id: NodeId } | { readonly kind: 'rack' | 'dc'; readonly id: string };

/**
 * Why an add command joined nothing, as data (each language words it; `joinRefusalText` is the
 * English of the scenario checker): `missing`, the place is not in the topology; `busy`, some of
 * its nodes (`nodes`) are already members, with the reserved slots still free (`free`).
 */
export type JoinRefusal =
  | { readonly code: 'missing'; readonly where: JoinPlace }
  | {
      readonly code: 'busy';
      readonly where: JoinPlace;
      readonly nodes: readonly NodeId[];
      readonly free: readonly NodeId[];
    };

const placeText = (w: JoinPlace) =>
  w.kind === 'node' ? `node ${w.id}` : w.kind === 'rack' ? `rack '${w.id}'` : `datacenter '${w.id}'`;

/** A refusal in English, as the scenario checker reports it. */
export function joinRefusalText(r: JoinRefusal): string {
  if (r.code === 'missing') return `${placeText(r.where)} is not in the topology`;
  const free = r.free.join(', ') || 'none';
  return `${placeText(r.where)}: node ${r.nodes.join(', ')} is already in the cluster (reserved slots free: ${free})`;
}

/**
 * The reserved nodes an add command joins, or why it cannot: every node it names must be a
 * reserved slot that has not joined yet (`joined`).
 */
export function nodesToJoin(
  t: Topology,
  c: GrowCommand,
  joined: ReadonlySet<NodeId> = new Set(),
): { ok: true; nodes: NodeId[] } | { ok: false; refusal: JoinRefusal } {
  const free = new Set((t.reserve ?? []).filter((id) => !joined.has(id)));
  const where: JoinPlace =
    c.kind === 'node.add'
      ? { kind: 'node', id: c.node }
      : c.kind === 'rack.add'
        ? { kind: 'rack', id: c.rack }
        : { kind: 'dc', id: c.dc };
  const named = t.nodes.filter((n) =>
    c.kind === 'node.add' ? n.id === c.node : c.kind === 'rack.add' ? n.domain === c.rack : n.realm === c.dc,
  );
  if (named.length === 0) return { ok: false, refusal: { code: 'missing', where } };
  const busy = named.filter((n) => !free.has(n.id)).map((n) => n.id);
  if (busy.length > 0) return { ok: false, refusal: { code: 'busy', where, nodes: busy, free: [...free] } };
  return { ok: true, nodes: named.map((n) => n.id) };
}
