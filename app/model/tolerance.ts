/**
 * How many failures a placement survives for every record (worst case over records). With one
 * ring per rack, a rack failure costs each selection at most one replica; a datacenter failure costs
 * at most the number of that DC's rings (capped at nto_select). A record survives while every counted
 * group keeps its majority, so the slack per group is nto_select − majority.
 */
import type { ClusterConfig, RingGroup, Subsystem } from '../../engine/config/types.ts';
import { majority } from '../../engine/config/types.ts';
import { isContacted } from '../../engine/quorum/quorum.ts';
import type { TopologyIndex } from '../../engine/topology/build.ts';

export interface Tolerance {
  /** Any this many racks may fail at once. */
  readonly racks: number;
  /** Any this many datacenters may fail at once (0 with a single DC). */
  readonly dcs: number;
  /** Extra racks that may fail on top of `dcs` datacenters (undefined when dcs is 0). */
  readonly racksAfterDcs: number | undefined;
}

function ringRacks(g: RingGroup, idx: TopologyIndex): string[][] {
  return g.rings.map((r) => [...new Set(r.replicas.map((n) => idx.node.get(n)?.domain ?? `?${n}`))]);
}

function groupTolerance(g: RingGroup, idx: TopologyIndex, realms: readonly string[]): Tolerance {
  const slack = g.ntoSelect - majority(g.ntoSelect);
  // Rings per rack: a rack that hosts replicas of several rings costs that many.
  const perRack = new Map<string, number>();
  ringRacks(g, idx).forEach((racks) => racks.forEach((rk) => perRack.set(rk, (perRack.get(rk) ?? 0) + 1)));
  const rackCost = [...perRack.values()].sort((a, b) => b - a);
  const racks = countWhile(rackCost, slack, g.ntoSelect);
  const perRealm = new Map<string, number>(realms.map((r) => [r, 0]));
  g.rings.forEach((r) => {
    const realm = idx.node.get(r.replicas[0] ?? -1)?.realm;
    if (realm !== undefined) perRealm.set(realm, (perRealm.get(realm) ?? 0) + 1);
  });
  const realmCost = [...perRealm.values()].sort((a, b) => b - a);
  const dcs = realms.length > 1 ? countWhile(realmCost, slack, g.ntoSelect) : 0;
  const used = Math.min(g.ntoSelect, realmCost.slice(0, dcs).reduce((a, b) => a + b, 0));
  return { racks, dcs, racksAfterDcs: dcs > 0 ? Math.max(0, slack - used) : undefined };
}

/** Largest k such that the k costliest items (capped at nto) stay within slack. */
function countWhile(costs: readonly number[], slack: number, nto: number): number {
  let sum = 0;
  let k = 0;
  for (const c of costs) {
    if (Math.min(nto, sum + c) > slack) break;
    sum += c;
    k++;
  }
  return k;
}

/** Worst case over the counted groups of one subsystem (every counted group needs its majority). */
export function subsystemTolerance(config: ClusterConfig, s: Subsystem, idx: TopologyIndex): Tolerance {
  const realms = [...idx.realm.keys()];
  const counted = config[s].ringGroups.filter((g) => !g.writeOnly && isContacted(g.state) && g.rings.length > 0);
  if (counted.length === 0) return { racks: 0, dcs: 0, racksAfterDcs: undefined };
  return counted
    .map((g) => groupTolerance(g, idx, realms))
    .reduce((a, b) => ({
      racks: Math.min(a.racks, b.racks),
      dcs: Math.min(a.dcs, b.dcs),
      racksAfterDcs: a.racksAfterDcs === undefined || b.racksAfterDcs === undefined ? undefined : Math.min(a.racksAfterDcs, b.racksAfterDcs),
    }));
}

export function toleranceText(t: Tolerance): string {
  const racks = `${t.racks} rack${t.racks === 1 ? '' : 's'}`;
  if (t.dcs === 0) return t.racks === 0 ? 'no rack may fail' : `survives any ${racks} failing`;
  const extra = t.racksAfterDcs ? ` plus ${t.racksAfterDcs} more rack${t.racksAfterDcs === 1 ? '' : 's'}` : '';
  return `survives any ${racks}, or ${t.dcs} DC${t.dcs === 1 ? '' : 's'}${extra}`;
}
