/**
 * Bridge mode's hooks into distconf's own configuration changes (config.replace and the like).
 * The cluster state itself is kept and committed by the bridge keeper (actor.ts), because
 * `SwitchBridgeClusterState` must commit without the scepter — when a pile dies the root loses its
 * quorum and only an admin switch can bring it back — while distconf's commands need a root. What
 * distconf sees of the cluster state is the ring groups' states in the config, so these hooks read
 * them: the primary pile is the pile whose StateStorage group is PRIMARY (the promoted pile during a
 * switchover); the mandatory piles are those whose group is PRIMARY or SYNCHRONIZED (an NS2 pile
 * shows NOT_SYNCHRONIZED there, so its quorum is not asked for — the keeper's own commits do ask it).
 */
import type { World } from '../../../kernel/actor.ts';
import type { ClusterConfig, RingGroup } from '../../../model/config/types.ts';
import { RING_SUBSYSTEMS } from '../../../model/config/types.ts';
import type { NodeId } from '../../../model/topology/types.ts';
import type { DistconfExtension } from '../extension.ts';

function pileOf(world: World, node: NodeId): string | undefined {
  return world.topology.nodes.find((n) => n.id === node)?.pile;
}

function pilesIn(config: ClusterConfig, states: readonly string[]): Set<string> {
  return new Set(
    config.statestorage.ringGroups
      .filter((g) => g.pile !== undefined && states.includes(g.state ?? 'PRIMARY'))
      .map((g) => g.pile!),
  );
}

/** Carries each pile group's state from `prev` into `next` (distconf writes pile states on every commit). */
function keepPileStates(prev: readonly RingGroup[], next: readonly RingGroup[]): RingGroup[] {
  return next.map((g) => {
    const old = prev.find((p) => p.pile !== undefined && p.pile === g.pile);
    return old?.state === undefined ? g : { ...g, state: old.state };
  });
}

export const bridgeDistconfExtension: DistconfExtension = {
  id: 'bridge',
  rootEligible({ world, self }) {
    if (world.topology.piles.length < 2) return true;
    const pile = pileOf(world, self);
    return pile !== undefined && pilesIn(world.config, ['PRIMARY']).has(pile);
  },
  commitQuorum({ world, config, staticNodes, acked }) {
    if (world.topology.piles.length < 2) return undefined;
    const ackedSet = new Set(acked);
    for (const pile of pilesIn(config, ['PRIMARY', 'SYNCHRONIZED'])) {
      const members = staticNodes.filter((n) => pileOf(world, n) === pile);
      const ok = members.filter((n) => ackedSet.has(n)).length;
      if (ok * 2 <= members.length) return false;
    }
    return true;
  },
  decorate(prev, next) {
    const out = { ...next };
    // the cluster state's generation and guid go with the pile states
    for (const s of RING_SUBSYSTEMS) {
      const stamp = prev[s].clusterState;
      out[s] = {
        ...next[s],
        ringGroups: keepPileStates(prev[s].ringGroups, next[s].ringGroups),
        ...(stamp ? { clusterState: stamp } : {}),
      };
    }
    return out;
  },
};
