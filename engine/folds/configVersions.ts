/**
 * Which configuration version each node runs, from the `config.applied` events nodes emit when they
 * apply a new one. A reconfiguration reaches nodes at different times, so for a while they disagree;
 * every node starts at version 1. A node keeps its version across a restart (YDB nodes keep the
 * applied configuration on disk).
 */
import type { NodeId } from '../model/topology/types.ts';
import type { TraceEvent } from '../subsystems/unions.ts';
import type { Fold } from './fold.ts';

/** A node applied configuration `version` (`node` is the applying node). */
export interface ConfigAppliedEvent {
  readonly kind: 'config.applied';
  readonly t: number;
  readonly node: NodeId;
  readonly version: number;
}

export type ConfigVersionsInput = TraceEvent | ConfigAppliedEvent;

/** The version every node runs before any `config.applied`. */
export const INITIAL_CONFIG_VERSION = 1;

export interface ConfigVersions {
  /** Every node of the topology → the version it runs. */
  readonly byNode: Map<NodeId, number>;
}

export function isConfigApplied(e: { readonly kind: string }): e is ConfigAppliedEvent {
  return e.kind === 'config.applied';
}

export const configVersionsFold: Fold<ConfigVersions, ConfigVersionsInput> = {
  name: 'configVersions',
  init: (world) => ({ byNode: new Map(world.topology.nodes.map((n) => [n.id, INITIAL_CONFIG_VERSION])) }),
  step(s, e) {
    if (isConfigApplied(e)) s.byNode.set(e.node, e.version);
  },
};

export function versionOf(s: ConfigVersions, node: NodeId): number {
  return s.byNode.get(node) ?? INITIAL_CONFIG_VERSION;
}

/** Version → the nodes that run it (ascending), versions ascending. */
export function nodesByVersion(s: ConfigVersions): Map<number, NodeId[]> {
  const out = new Map<number, NodeId[]>();
  for (const [node, v] of [...s.byNode].sort(([a], [b]) => a - b)) {
    const list = out.get(v);
    if (list) list.push(node);
    else out.set(v, [node]);
  }
  return new Map([...out].sort(([a], [b]) => a - b));
}

/** Every node runs the same version. */
export function allAgree(s: ConfigVersions): boolean {
  return new Set(s.byNode.values()).size <= 1;
}
