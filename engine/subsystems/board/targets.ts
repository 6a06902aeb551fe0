/**
 * Replica targets of one record, per ring group, as actor ids. YDB asks the local StateStorage proxy
 * (TEvResolveBoard / TEvResolveSchemeBoard, ydb/core/base/statestorage_proxy.cpp); the config is
 * identical on every node here, so the selection is computed locally and costs no message.
 * Shared by Board and SchemeBoard (the one place that talks to engine/model/selection).
 */
import type { ActorId, World } from '../../kernel/actor.ts';
import type { RingGroupState, Subsystem } from '../../model/config/types.ts';
import type { RecordKey } from '../../model/selection/index.ts';
import { recordHash, replicaNameIn, selectReplicas } from '../../model/selection/index.ts';
import { isContacted } from '../../model/quorum/quorum.ts';
import { uniqueActors } from '../actor-id.ts';

export interface GroupTargets {
  readonly group: number;
  readonly majority: number;
  readonly writeOnly: boolean;
  readonly state: RingGroupState;
  /** Receives writes: groups whose pile is DISCONNECTED or NOT_SYNCHRONIZED are not contacted. */
  readonly contacted: boolean;
  /** Decides reads and quorums: contacted and not write-only (docs/model.md "Quorum over ring groups"). */
  readonly counted: boolean;
  readonly replicas: readonly ActorId[];
}

export function targetsFor(world: World, subsystem: Subsystem, key: RecordKey): GroupTargets[] {
  const cfg = world.config[subsystem];
  return selectReplicas(cfg, subsystem, recordHash(key)).map((g) => {
    const contacted = isContacted(g.state);
    return {
      group: g.group,
      majority: g.majority,
      writeOnly: g.writeOnly,
      state: g.state,
      contacted,
      counted: contacted && !g.writeOnly,
      replicas: g.replicas.map((r) => ({ node: r.node, name: replicaNameIn(cfg, r) })),
    };
  });
}

/**
 * Every replica a publisher writes, once (YDB GetPlainReplicas): every group the proxy resolves,
 * which is all but DISCONNECTED ones — NOT_SYNCHRONIZED piles included, so a rejoining pile's
 * group is refilled before it counts (statestorage_proxy.cpp ResolveReplicas; docs/bridge.md
 * "Ring groups per cluster state") — and write-only groups too.
 */
export function writeReplicas(groups: readonly GroupTargets[]): ActorId[] {
  return uniqueActors(groups.filter((g) => g.state !== 'DISCONNECTED').flatMap((g) => g.replicas));
}
