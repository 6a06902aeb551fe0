/**
 * Which SchemeBoard replicas hold a path (ydb/core/tx/scheme_board/populator.cpp SelectReplicas):
 * per ring group, the union of the selections for CityHash64(path) and for the PathId's hash, so
 * subscribers by path and by id both find it. Subscribers by path use the path selection alone.
 */
import { uniqueActors } from '../actor-id.ts';
import type { ActorId, World } from '../../kernel/actor.ts';
import { targetsFor, type GroupTargets } from '../board/contract.ts';
import { isContacted } from '../../model/quorum/quorum.ts';
import { replicaNameIn } from '../../model/selection/index.ts';

export function pathIdTargets(
  world: World,
  owner: string,
  path: string,
  localPathId: number,
): GroupTargets[] {
  const byPath = targetsFor(world, 'schemeboard', { kind: 'path', path });
  const byId = targetsFor(world, 'schemeboard', {
    kind: 'pathId',
    ownerId: owner,
    localPathId: String(localPathId),
  });
  return byPath.map((g, i) => ({
    ...g,
    replicas: uniqueActors([...g.replicas, ...(byId[i]?.replicas ?? [])]),
  }));
}

/** Every replica of every contacted group (SelectAllReplicas; DISCONNECTED groups ignored, PR #19884). */
export function allReplicas(world: World): ActorId[] {
  const out: ActorId[] = [];
  world.config.schemeboard.ringGroups.forEach((g, group) => {
    if (!isContacted(g.state)) return;
    g.rings.forEach((ring, r) =>
      ring.replicas.forEach((node, index) =>
        out.push({
          node,
          name: replicaNameIn(world.config.schemeboard, { subsystem: 'schemeboard', group, ring: r, index }),
        }),
      ),
    );
  });
  return out;
}
