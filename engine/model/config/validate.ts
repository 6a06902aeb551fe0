import type { Topology } from '../topology/types.ts';
import { indexTopology, type TopologyIndex } from '../topology/build.ts';
import type { Problem } from './problems.ts';
import {
  majority,
  RING_SUBSYSTEMS,
  type ClusterConfig,
  type RingGroup,
  type Subsystem,
  type SubsystemConfig,
} from './types.ts';

export interface ValidateOptions {
  /** The seeds' `k`: at most this many rings of one group per realm (datacenter). Unset: not checked. */
  readonly maxRingsPerRealm?: number;
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

function checkRings(
  s: Subsystem,
  g: number,
  group: RingGroup,
  idx: TopologyIndex,
  opts: ValidateOptions,
): Problem[] {
  const out: Problem[] = [];
  const where = `${s} group ${g}`;
  const rackOwner = new Map<string, number>();
  const seen = new Map<number, number>();
  const ringsPerRealm = new Map<string, number[]>();
  group.rings.forEach((ring, r) => {
    if (ring.replicas.length === 0) {
      out.push({
        severity: 'error',
        code: 'empty-ring',
        subsystem: s,
        group: g,
        rings: [r],
        params: { ring: r },
        message: `${where}: ring ${r} has no replicas.`,
      });
      return;
    }
    const racks = new Set<string>();
    const realms = new Set<string>();
    for (const id of ring.replicas) {
      const node = idx.node.get(id);
      if (!node) {
        out.push({
          severity: 'error',
          code: 'unknown-node',
          subsystem: s,
          group: g,
          rings: [r],
          nodes: [id],
          params: { ring: r, node: id },
          message: `${where}: ring ${r} names node ${id}, which is not in the topology.`,
        });
        continue;
      }
      const prev = seen.get(id);
      if (prev !== undefined)
        out.push({
          severity: 'error',
          code: 'duplicate-replica',
          subsystem: s,
          group: g,
          rings: prev === r ? [r] : [prev, r],
          nodes: [id],
          params: { node: node.name, ring: prev, other: r },
          message: `${where}: node ${node.name} hosts two replicas of the group (rings ${prev} and ${r}); one record could lose both with one node.`,
        });
      seen.set(id, r);
      racks.add(node.domain);
      realms.add(node.realm);
    }
    if (realms.size > 1)
      out.push({
        severity: 'error',
        code: 'ring-spans-realms',
        subsystem: s,
        group: g,
        rings: [r],
        realms: [...realms],
        params: { ring: r, realms: [...realms].join(', ') },
        message: `${where}: ring ${r} mixes datacenters ${[...realms].join(', ')}; replicas of different fail realms must not share a ring.`,
      });
    else if (racks.size > 1)
      out.push({
        severity: 'error',
        code: 'ring-spans-racks',
        subsystem: s,
        group: g,
        rings: [r],
        racks: [...racks],
        params: { ring: r, racks: [...racks].join(', ') },
        message: `${where}: ring ${r} spans racks ${[...racks].join(', ')}; all replicas of a ring must live in one fail domain.`,
      });
    for (const rack of racks) {
      const other = rackOwner.get(rack);
      if (other !== undefined && other !== r)
        out.push({
          severity: 'error',
          code: 'racks-shared-by-rings',
          subsystem: s,
          group: g,
          rings: [other, r],
          racks: [rack],
          params: { rack, ring: other, other: r },
          message: `${where}: rack ${rack} hosts replicas of rings ${other} and ${r}; losing it would cost a record two replicas.`,
        });
      else rackOwner.set(rack, r);
    }
    for (const realm of realms) ringsPerRealm.set(realm, [...(ringsPerRealm.get(realm) ?? []), r]);
  });
  const k = opts.maxRingsPerRealm;
  if (k !== undefined)
    for (const [realm, rings] of ringsPerRealm)
      if (rings.length > k)
        out.push({
          severity: 'error',
          code: 'too-many-rings-in-realm',
          subsystem: s,
          group: g,
          rings,
          realms: [realm],
          params: { realm, count: rings.length, k },
          message: `${where}: datacenter ${realm} holds ${plural(rings.length, 'ring')}, more than the limit k = ${k}.`,
        });
  return out;
}

function checkGroup(
  s: Subsystem,
  g: number,
  group: RingGroup,
  t: Topology,
  idx: TopologyIndex,
  opts: ValidateOptions,
): Problem[] {
  const where = `${s} group ${g}`;
  const out: Problem[] = [];
  if (group.rings.length === 0) {
    out.push({
      severity: 'error',
      code: 'empty-group',
      subsystem: s,
      group: g,
      params: {},
      message: `${where} has no rings.`,
    });
    return out;
  }
  const n = group.ntoSelect;
  if (!Number.isInteger(n) || n < 1 || n > group.rings.length)
    out.push({
      severity: 'error',
      code: 'nto-select-range',
      subsystem: s,
      group: g,
      params: { nto: n, rings: group.rings.length },
      message: `${where}: nto_select is ${n}, it must be an integer from 1 to the number of rings (${group.rings.length}).`,
    });
  else if (n % 2 === 0)
    out.push({
      severity: 'warning',
      code: 'nto-select-even',
      subsystem: s,
      group: g,
      params: { nto: n, majority: majority(n), odd: n - 1 },
      message: `${where}: nto_select ${n} is even; the majority ${majority(n)} tolerates no more failures than nto_select ${n - 1} does.`,
    });
  out.push(...checkRings(s, g, group, idx, opts));
  if (group.pile !== undefined && !t.piles.some((p) => p.id === group.pile))
    out.push({
      severity: 'error',
      code: 'unknown-pile',
      subsystem: s,
      group: g,
      params: { pile: group.pile, piles: t.piles.map((p) => p.id).join(', ') },
      message: `${where} names pile ${group.pile}, which is not in the topology (piles: ${t.piles.map((p) => p.id).join(', ') || 'none'}).`,
    });
  if (group.pile !== undefined && t.piles.some((p) => p.id === group.pile)) {
    const outside = group.rings
      .flatMap((r) => r.replicas)
      .filter((id) => {
        const node = idx.node.get(id);
        return node !== undefined && node.pile !== group.pile;
      });
    if (outside.length > 0)
      out.push({
        severity: 'error',
        code: 'group-outside-pile',
        subsystem: s,
        group: g,
        nodes: outside,
        params: { pile: group.pile, nodes: outside.join(', ') },
        message: `${where} belongs to pile ${group.pile} but has replicas on nodes ${outside.join(', ')} outside it.`,
      });
  }
  return out;
}

/** Problems of one subsystem's config: per-group rules plus YDB's distconf rules across groups. */
export function validateSubsystem(
  s: Subsystem,
  cfg: SubsystemConfig,
  t: Topology,
  opts: ValidateOptions = {},
  idx = indexTopology(t),
): Problem[] {
  const out = cfg.ringGroups.flatMap((group, g) => checkGroup(s, g, group, t, idx, opts));
  // ydb/core/blobstorage/nodewarden/distconf_invoke_state_storage.cpp: the first group must not be WriteOnly.
  if (cfg.ringGroups[0]?.writeOnly)
    out.push({
      severity: 'error',
      code: 'first-group-write-only',
      subsystem: s,
      group: 0,
      params: {},
      message: `${s}: the first ring group is write_only; YDB requires the first group to serve reads.`,
    });
  if (
    cfg.ringGroups.length > 0 &&
    cfg.ringGroups.every((g) => g.writeOnly || g.state === 'DISCONNECTED' || g.state === 'NOT_SYNCHRONIZED')
  )
    out.push({
      severity: 'error',
      code: 'no-readable-group',
      subsystem: s,
      params: {},
      message: `${s}: no ring group serves reads (all are write_only or not contacted).`,
    });
  // Bridge mode (seeds/bridge-mode.en.md): each pile has its own ring group; one pile is PRIMARY.
  if (t.piles.length > 0) {
    for (const p of t.piles)
      if (!cfg.ringGroups.some((g) => g.pile === p.id))
        out.push({
          severity: 'error',
          code: 'pile-without-group',
          subsystem: s,
          params: { pile: p.id },
          message: `${s}: pile ${p.id} has no ring group of its own; in bridge mode every pile needs one.`,
        });
    const primaries = cfg.ringGroups.flatMap((g, i) =>
      (g.state ?? 'PRIMARY') === 'PRIMARY' && !g.writeOnly ? [i] : [],
    );
    if (primaries.length > 1)
      out.push({
        severity: 'error',
        code: 'several-primary-groups',
        subsystem: s,
        params: { groups: primaries.join(', ') },
        message: `${s}: ring groups ${primaries.join(', ')} are all PRIMARY; only the primary pile's group may be (the others SYNCHRONIZED or not contacted).`,
      });
  }
  // Replica actor ids must be unique across groups: groups sharing a node need distinct actor id offsets.
  for (let a = 0; a < cfg.ringGroups.length; a++)
    for (let b = a + 1; b < cfg.ringGroups.length; b++) {
      const ga = cfg.ringGroups[a]!;
      const gb = cfg.ringGroups[b]!;
      if ((ga.actorIdOffset ?? 0) !== (gb.actorIdOffset ?? 0)) continue;
      const nodesA = new Set(ga.rings.flatMap((r) => r.replicas));
      const shared = [...new Set(gb.rings.flatMap((r) => r.replicas))].filter((n) => nodesA.has(n));
      if (shared.length > 0)
        out.push({
          severity: 'warning',
          code: 'actor-id-collision',
          subsystem: s,
          group: b,
          nodes: shared,
          params: { group: a, other: b, nodes: shared.join(', ') },
          message: `${s}: groups ${a} and ${b} share nodes ${shared.join(', ')} with the same ring_group_actor_id_offset; YDB needs distinct offsets so replica ids differ.`,
        });
    }
  return out;
}

/** Every problem of all three subsystems, errors first. */
export function validateConfig(t: Topology, config: ClusterConfig, opts: ValidateOptions = {}): Problem[] {
  const idx = indexTopology(t);
  const all = RING_SUBSYSTEMS.flatMap((s) => validateSubsystem(s, config[s], t, opts, idx));
  return [...all.filter((p) => p.severity === 'error'), ...all.filter((p) => p.severity === 'warning')];
}
