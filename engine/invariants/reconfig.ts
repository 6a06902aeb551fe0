/**
 * Reconfiguration invariant `config-quorums-intersect`: any two live nodes run configurations that
 * share a counted ring group (non-WriteOnly, contacted) in every subsystem. distconf's validation
 * guarantees it only for adjacent versions (docs/reconfiguration.md); the pause between steps
 * keeps live nodes at most one step apart ("Why each step is followed by a pause"). When it breaks, a node on the old configuration
 * and one on the new count disjoint replica sets: two bootstrappers can lock the same generation.
 *
 * Which node runs which configuration comes from the live-config fold (engine/folds/liveConfig.ts),
 * the one reader of the configuration events. A node that just (re)booted runs its persisted
 * version until the root re-sends the current one (distconf RESEND_US), so it is judged only after
 * BOOT_GRACE_US. Versions not committed through distconf (the kernel's `config.apply`) are skipped.
 */
import type { World } from '../kernel/actor.ts';
import {
  RING_SUBSYSTEMS,
  type ClusterConfig,
  type RingGroup,
  type Subsystem,
} from '../model/config/types.ts';
import { isContacted } from '../model/quorum/quorum.ts';
import { sameConfiguration } from '../model/reconfig/actor-ids.ts';
import { quorumsMeetAfterSwap } from '../model/reconfig/swap.ts';
import { appliedBy, appliedVersionOf, committedVersion, liveConfigFold } from '../folds/liveConfig.ts';
import type { CheckerFactory, InvariantChecker } from './types.ts';

export const CONFIG_QUORUMS_INTERSECT = 'config-quorums-intersect';
export const BOOT_GRACE_US = 3_000_000;

const counted = (gs: readonly RingGroup[]) =>
  gs.filter((g) => !g.writeOnly && isContacted(g.state ?? 'PRIMARY'));

/**
 * The first subsystem whose counted groups in `a` and newer `b` are disjoint, or undefined. A group
 * of `b` that is one of `a`'s after a SelfHeal one-node swap away from down nodes still meets it.
 */
export function disjointSubsystem(
  a: ClusterConfig,
  b: ClusterConfig,
  isDown: (n: number) => boolean = () => false,
): Subsystem | undefined {
  return RING_SUBSYSTEMS.find((s) => {
    const ga = counted(a[s].ringGroups);
    return !counted(b[s].ringGroups).some((g) =>
      ga.some((h) => sameConfiguration(s, g, h) || quorumsMeetAfterSwap(h, g, isDown)),
    );
  });
}

export const reconfigChecker: CheckerFactory = (world: World): InvariantChecker => {
  const live = liveConfigFold.init(world);
  const up = new Set(world.topology.nodes.map((n) => n.id));
  /** Node → when its boot grace ends. */
  const booting = new Map<number, number>();
  const reported = new Set<string>();

  const check = (t: number): string[] => {
    for (const [n, until] of booting) if (t >= until) booting.delete(n);
    const judged = [...up].filter((n) => !booting.has(n)).sort((a, b) => a - b);
    const byVersion = new Map<number, number>();
    for (const n of judged) {
      const v = appliedVersionOf(live, n);
      if (live.configs.has(v) && !byVersion.has(v)) byVersion.set(v, n);
    }
    const out: string[] = [];
    const vs = [...byVersion.keys()].sort((a, b) => a - b);
    for (let i = 0; i < vs.length; i++)
      for (let j = i + 1; j < vs.length; j++) {
        const [va, vb] = [vs[i]!, vs[j]!];
        const s = disjointSubsystem(live.configs.get(va)!, live.configs.get(vb)!, (n) => !up.has(n));
        const key = `${va}/${vb}/${s}`;
        if (s === undefined || reported.has(key)) continue;
        reported.add(key);
        out.push(
          `n${byVersion.get(va)} runs config v${va} and n${byVersion.get(vb)} v${vb}: their counted ${s} ring groups are disjoint, so their quorums need not intersect`,
        );
      }
    return out;
  };

  return {
    name: CONFIG_QUORUMS_INTERSECT,
    observe(e) {
      liveConfigFold.step(live, e);
      const switched = appliedBy(e);
      if (switched !== undefined) {
        booting.delete(switched);
        return check(e.t);
      }
      if (committedVersion(e) !== undefined) return [];
      switch (e.kind) {
        case 'node.down':
        case 'node.crashed':
          up.delete(e.target);
          booting.delete(e.target);
          return [];
        case 'node.up':
          up.add(e.target);
          booting.set(e.target, e.t + BOOT_GRACE_US);
          return [];
        default:
          return booting.size > 0 && [...booting.values()].some((u) => e.t >= u) ? check(e.t) : [];
      }
    },
  };
};
