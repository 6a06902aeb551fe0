/**
 * Each pile's static group and the two disk checks distconf adds to node quorum for a config commit
 * (distconf_quorum.cpp `HasConfigQuorum` = `HasDiskQuorum` && `HasStorageQuorum`).
 *
 * Layout: in bridge mode distconf allocates one static group per pile, only on that pile's nodes,
 * all with the same erasure, behind a bridge proxy group listing them (`GenerateFirstConfig` /
 * `AllocateStaticGroup`, distconf_generate.cpp). The group mapper puts fail realms on datacenters
 * and fail domains on racks; here a VDisk sits on the first node of each rack it uses.
 *
 * Checks, per mandatory pile (the others are not looked at):
 * - `HasDiskQuorum`: every node has one drive; in each datacenter of the pile strictly more drives
 *   answered than did not, and strictly more such datacenters than the others.
 * - `HasStorageQuorum`: the pile's static group passes its erasure's `CheckQuorumForGroup`
 *   (blobstorage_groupinfo.cpp): a fail domain counts only when ALL its VDisks answered; the failed
 *   ones must fit the fail model — mirror-3-dc: at most 2 realms with a failed domain and at most 1
 *   with two; the ordinary checker (block-4-2 and the mirror layouts): failed domains ≤ handoff.
 */
import type { NodeId, Topology } from '../topology/types.ts';

export type StaticErasure = 'mirror-3-dc' | 'block-4-2' | 'mirror-3-of-racks';

export interface StaticVDisk {
  /** `pile:realmIndex:domainIndex`, as YDB's VDisk id names ring / fail domain. */
  readonly id: string;
  readonly node: NodeId;
  readonly realm: string;
  readonly domain: string;
}

export interface StaticGroup {
  readonly pile: string;
  readonly erasure: StaticErasure;
  /** Fail realms → fail domains → VDisks (one VDisk per domain here). */
  readonly realms: readonly (readonly StaticVDisk[])[];
}

/**
 * The erasure the pile's shape allows, as the preset's would place it: three datacenters of at least
 * three racks take mirror-3-dc (3 × 3); one datacenter of at least eight racks block-4-2 (8 domains,
 * handoff 2). [guess: a pile of fewer racks, like bridge-2-piles' five, has mirror-3 placed one copy
 * per rack with two handoff racks — YDB's own choice for that shape was not read.]
 */
function erasureOf(realmRacks: readonly number[]): {
  erasure: StaticErasure;
  realms: number;
  domains: number;
} {
  if (realmRacks.length >= 3 && realmRacks.slice(0, 3).every((r) => r >= 3))
    return { erasure: 'mirror-3-dc', realms: 3, domains: 3 };
  const racks = realmRacks[0] ?? 0;
  if (racks >= 8) return { erasure: 'block-4-2', realms: 1, domains: 8 };
  return { erasure: 'mirror-3-of-racks', realms: 1, domains: Math.min(racks, 5) };
}

/** Failed domains the ordinary checker tolerates (`GType.Handoff()`). */
function handoff(g: StaticGroup): number {
  if (g.erasure === 'block-4-2') return 2;
  return Math.max(0, (g.realms[0]?.length ?? 0) - 3);
}

/** The static group of each pile, in the topology's pile order; empty outside bridge mode. */
export function staticGroups(topology: Topology): StaticGroup[] {
  return topology.piles.map((p) => {
    const realms = topology.realms.filter((r) => r.pile === p.id);
    const racksOf = realms.map((r) => topology.domains.filter((d) => d.realm === r.id));
    const shape = erasureOf(racksOf.map((d) => d.length));
    const groupRealms = realms.slice(0, shape.realms).map((realm, ri) =>
      racksOf[ri]!.slice(0, shape.domains).flatMap((domain, di) => {
        const node = topology.nodes.find((n) => n.domain === domain.id);
        return node ? [{ id: `${p.id}:${ri}:${di}`, node: node.id, realm: realm.id, domain: domain.id }] : [];
      }),
    );
    return { pile: p.id, erasure: shape.erasure, realms: groupRealms };
  });
}

/** `CheckQuorumForGroup`: the group's answered VDisks (`ok`) meet its erasure's quorum. */
export function groupHasQuorum(g: StaticGroup, ok: (v: StaticVDisk) => boolean): boolean {
  // One VDisk per domain: a domain is confirmed when its VDisk is.
  const failedPerRealm = g.realms.map((realm) => realm.filter((v) => !ok(v)).length);
  if (g.erasure === 'mirror-3-dc') {
    const num1 = failedPerRealm.filter((n) => n >= 1).length;
    const num2 = failedPerRealm.filter((n) => n >= 2).length;
    return num1 <= 2 && num2 <= 1;
  }
  return failedPerRealm.reduce((a, b) => a + b, 0) <= handoff(g);
}

/** `HasDiskQuorum` for one pile: a strict majority of its datacenters each with a strict majority of drives. */
export function pileHasDiskQuorum(
  topology: Topology,
  pile: string,
  driveOk: (n: NodeId) => boolean,
): boolean {
  const realms = topology.realms.filter((r) => r.pile === pile);
  let ok = 0;
  let err = 0;
  for (const realm of realms) {
    const nodes = topology.nodes.filter((n) => n.realm === realm.id);
    if (nodes.length === 0) continue; // a datacenter without drives is not counted
    const good = nodes.filter((n) => driveOk(n.id)).length;
    if (good > nodes.length - good) ok++;
    else err++;
  }
  return ok > err;
}

/** Both disk checks for `pile`: its drives and its static group, with `driveOk` the drives that answered. */
export function pileHasStorageQuorum(
  topology: Topology,
  group: StaticGroup | undefined,
  driveOk: (n: NodeId) => boolean,
): boolean {
  if (!group) return false;
  return pileHasDiskQuorum(topology, group.pile, driveOk) && groupHasQuorum(group, (v) => driveOk(v.node));
}
