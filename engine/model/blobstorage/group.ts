/**
 * A BlobStorage group's geometry and its erasure's disk quorum (ydb/core/blobstorage/groupinfo/
 * blobstorage_groupinfo.cpp: a group is fail realms → fail domains → VDisks, and its erasure's
 * `TQuorumChecker` says which sets of failed fail domains it survives).
 *
 * Quorum rule per erasure (`CheckQuorumForGroupDomains` = the failed domains fit the fail model;
 * one VDisk per fail domain here, so a domain is confirmed when its VDisk is):
 * - mirror-3-dc (`TQuorumCheckerMirror3dc::CheckFailModel`): at most 2 realms with a failed domain
 *   and at most 1 realm with two or more — a whole datacenter plus one more VDisk elsewhere, but not
 *   one VDisk in each of the three datacenters;
 * - block-4-2 and the mirror layouts (`TQuorumCheckerOrdinary`): failed domains ≤ `GType.Handoff()`
 *   (block-4-2: 2);
 * - none (`ErasureNone`, a single VDisk): no failure at all.
 */
import type { NodeId, Topology } from '../topology/types.ts';

export type GroupErasure = 'none' | 'mirror-3-dc' | 'block-4-2' | 'mirror-3-of-racks';

export interface GroupVDisk {
  /** `group:realmIndex:domainIndex`, as YDB's VDisk id names ring / fail domain. */
  readonly id: string;
  readonly node: NodeId;
  readonly realm: string;
  readonly domain: string;
}

export interface Group {
  /** The pile it lives in (bridge mode), or the cluster's static group's name outside it. */
  readonly pile: string;
  readonly erasure: GroupErasure;
  /** Fail realms → fail domains → VDisks (one VDisk per domain here). */
  readonly realms: readonly (readonly GroupVDisk[])[];
}

/** The name of the one static group of a cluster without piles. */
const CLUSTER_GROUP = 'static';

/**
 * The erasure a shape of datacenters and racks takes, as the preset's YDB erasure would place it:
 * three datacenters of at least three racks take mirror-3-dc (3 × 3, one VDisk per rack); one
 * datacenter of at least eight racks block-4-2 (8 racks); a single node `none` (1 VDisk).
 * [guess: other shapes, like bridge-2-piles' five racks per pile, take mirror-3 one copy per rack
 * with the extra racks as handoff — YDB's own choice for them was not read.]
 */
function erasureOf(
  realmRacks: readonly number[],
  nodes: number,
): {
  erasure: GroupErasure;
  realms: number;
  domains: number;
} {
  if (realmRacks.length >= 3 && realmRacks.slice(0, 3).every((r) => r >= 3))
    return { erasure: 'mirror-3-dc', realms: 3, domains: 3 };
  const racks = realmRacks[0] ?? 0;
  if (racks >= 8) return { erasure: 'block-4-2', realms: 1, domains: 8 };
  if (nodes <= 1 || racks <= 1) return { erasure: 'none', realms: 1, domains: 1 };
  return { erasure: 'mirror-3-of-racks', realms: 1, domains: Math.min(racks, 5) };
}

/** Failed domains the ordinary checker tolerates (`GType.Handoff()`). */
function handoff(g: Group): number {
  if (g.erasure === 'block-4-2') return 2;
  if (g.erasure === 'none') return 0;
  return Math.max(0, (g.realms[0]?.length ?? 0) - 3);
}

/**
 * Places a group on `realms` (datacenters, in order): a VDisk on the first node of each rack it uses
 * (not a reserved slot), as the group mapper puts fail realms on datacenters and fail domains on racks.
 */
export function placeGroup(topology: Topology, name: string, realms: readonly string[]): Group {
  const racksOf = realms.map((r) => topology.domains.filter((d) => d.realm === r));
  const reserve = new Set(topology.reserve ?? []);
  const nodes = topology.nodes.filter((n) => realms.includes(n.realm) && !reserve.has(n.id)).length;
  const shape = erasureOf(
    racksOf.map((d) => d.length),
    nodes,
  );
  const groupRealms = realms.slice(0, shape.realms).map((realm, ri) =>
    racksOf[ri]!.slice(0, shape.domains).flatMap((domain, di) => {
      const node = topology.nodes.find((n) => n.domain === domain.id && !reserve.has(n.id));
      return node ? [{ id: `${name}:${ri}:${di}`, node: node.id, realm, domain: domain.id }] : [];
    }),
  );
  return { pile: name, erasure: shape.erasure, realms: groupRealms };
}

/** How many of `realm`'s VDisks are not `ok`. */
function failedIn(realm: readonly GroupVDisk[], ok: (v: GroupVDisk) => boolean): number {
  let failed = 0;
  for (const v of realm) if (!ok(v)) failed++;
  return failed;
}

/**
 * `CheckQuorumForGroup`: the VDisks that answered (`ok`) meet the group's erasure's quorum. Counts
 * in loops, without arrays: a DS proxy asks this on every VDisk's answer.
 */
export function groupHasQuorum(g: Group, ok: (v: GroupVDisk) => boolean): boolean {
  if (g.erasure === 'mirror-3-dc') {
    let num1 = 0;
    let num2 = 0;
    for (const realm of g.realms) {
      const failed = failedIn(realm, ok);
      if (failed >= 1) num1++;
      if (failed >= 2) num2++;
    }
    return num1 <= 2 && num2 <= 1;
  }
  let failed = 0;
  for (const realm of g.realms) failed += failedIn(realm, ok);
  return failed <= handoff(g);
}

/** Each group's VDisks in realm order, placed once per group object (a group never changes). */
const flatVDisks = new WeakMap<Group, readonly GroupVDisk[]>();

const NO_VDISKS: readonly GroupVDisk[] = [];

/** The group's VDisks, realm after realm (none without a group): a DS proxy sends each request to them. */
export function groupVDisks(g: Group | undefined): readonly GroupVDisk[] {
  if (!g) return NO_VDISKS;
  let all = flatVDisks.get(g);
  if (!all) {
    all = g.realms.flat();
    flatVDisks.set(g, all);
  }
  return all;
}

/** OK (every VDisk up), DEGRADED (some down, quorum kept) or LOST (below the erasure's quorum). */
export type GroupHealth = 'ok' | 'degraded' | 'lost';

export function groupHealth(g: Group, up: (v: GroupVDisk) => boolean): GroupHealth {
  if (!groupHasQuorum(g, up)) return 'lost';
  return g.realms.every((r) => r.every(up)) ? 'ok' : 'degraded';
}

/**
 * The cluster's static groups: one per pile in bridge mode (staticgroup.ts), otherwise one group on
 * the whole cluster (distconf's `AllocateStaticGroup` with the cluster's erasure), named `static`.
 */
export function clusterGroup(topology: Topology): Group {
  return placeGroup(
    topology,
    CLUSTER_GROUP,
    topology.realms.map((r) => r.id),
  );
}
