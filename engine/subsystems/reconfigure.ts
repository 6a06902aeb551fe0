/**
 * What a node does when its configuration changes, for a subsystem with replicas (YDB's
 * `TNodeWarden::ApplyStateStorageConfig`, node_warden_resource.cpp): replicas new to this node start
 * empty (NW08), running ones keep their data and read the new configuration (their world), replicas
 * no longer in any group are poisoned and their data is gone (NW43). Then the node's proxy re-sends
 * the resolved replica lists to every subscriber (statestorage_proxy.cpp `Handle(TEvUpdateGroupConfig)`):
 * the refill paths (guardians, Board publishers, the SchemeBoard populator) reach new replicas.
 */
import type { ClusterConfig, Subsystem } from '../model/config/types.ts';
import type { NodeBoot } from '../kernel/subsystem.ts';
import { placedReplicas } from './placement.ts';

/** The proxy's re-send after a configuration change, to the subscribers of one subsystem. */
export type ReplicasChanged =
  | { readonly kind: 'ss.replicasChanged' }
  | { readonly kind: 'board.replicasChanged' }
  | { readonly kind: 'sb.replicasChanged' };

export type ReconfigureEvent = {
  /** A replica started empty (`new`) or was poisoned with its data (`removed`) on a config change. */
  readonly kind: 'replica.lifecycle';
  readonly subsystem: Subsystem;
  readonly replica: string;
  readonly change: 'started' | 'poisoned';
  readonly version: number;
};

export const RECONFIGURE_EVENTS: readonly string[] = ['replica.lifecycle'];

const same = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b);

/**
 * Starts and poisons this node's replicas of `subsystem` for `next`, then sends `changed` to every
 * local actor of `subscriberTypes`. Nothing happens when the subsystem's configuration is unchanged.
 */
export function reconfigureSubsystem(
  boot: NodeBoot,
  subsystem: Subsystem,
  replicaType: string,
  subscriberTypes: readonly string[],
  changed: ReplicasChanged,
  prev: ClusterConfig,
): void {
  const next = boot.world.config;
  if (same(prev[subsystem], next[subsystem])) return;
  const version = boot.world.configVersion ?? 1;
  const wanted = placedReplicas(boot.world, subsystem, boot.node).map((p) => p.name);
  const before = placedReplicas({ ...boot.world, config: prev }, subsystem, boot.node).map((p) => p.name);
  for (const name of wanted) {
    if (boot.hasService(name)) continue;
    boot.spawnService(replicaType, name, {});
    boot.emit({ kind: 'replica.lifecycle', subsystem, replica: name, change: 'started', version });
  }
  for (const name of before) {
    if (wanted.includes(name) || !boot.hasService(name)) continue;
    boot.stopService(name);
    boot.emit({ kind: 'replica.lifecycle', subsystem, replica: name, change: 'poisoned', version });
  }
  for (const type of subscriberTypes) for (const a of boot.actorsOfType(type)) boot.send(a, changed);
}
