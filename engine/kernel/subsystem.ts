/**
 * How a subsystem plugs into the node runtime. Each subsystem (engine/subsystems/<name>/index.ts) exports
 * one `SubsystemModule`; `registry.ts` lists them. The runtime knows nothing else about subsystems.
 */
import type { NodeId } from '../model/topology/types.ts';
import type { Behaviour, World } from './actor.ts';
import type { NodeCommand } from './commands.ts';

export interface NodeBoot {
  readonly node: NodeId;
  readonly incarnation: number;
  readonly world: World;
  /** Starts an actor under a well-known service name on this node (e.g. `ssr:0:3:1`, `ss-proxy`). */
  spawnService(type: string, name: string, args: unknown): void;
}

export interface SubsystemModule {
  readonly name: string;
  /** Every behaviour this subsystem's actors use (types must be unique across modules). */
  readonly behaviours: readonly Behaviour<never>[];
  /** Service started on every node that receives this subsystem's node commands as `cmd` messages. */
  readonly commandService: string;
  readonly commandKinds: readonly NodeCommand['kind'][];
  /** Starts this subsystem's actors on a (re)booted node: replicas placed there, proxy, command service. */
  bootstrap(boot: NodeBoot): void;
}
