/** The read-only environment a host gives every node it runs (never part of a snapshot). */
import type { AnyBehaviour, World } from './actor.ts';
import type { ServiceSpec } from './nodestate.ts';
import type { KernelSubsystem } from './subsystem.ts';

export interface NodeRuntimeOptions {
  /** Subsystems booted on every node, in this order (boot order is part of determinism). */
  readonly subsystems?: readonly KernelSubsystem[];
  /** Behaviours beyond the subsystems' (test actors); looked up by `type`. */
  readonly extraBehaviours?: readonly AnyBehaviour[];
  /** Services started on boot after the subsystems' bootstrap. */
  readonly extraServices?: readonly ServiceSpec[];
  /** Build trace event objects (false: hash only). Default true. */
  readonly traceFull?: boolean;
}

export interface NodeEnv {
  /** The world at start: topology, seed and the spec's configuration (version 1). */
  readonly world: World;
  readonly behaviours: ReadonlyMap<string, AnyBehaviour>;
  readonly subsystems: readonly KernelSubsystem[];
  readonly extraServices: readonly ServiceSpec[];
  readonly traceFull: boolean;
}

export function createNodeEnv(world: World, options: NodeRuntimeOptions = {}): NodeEnv {
  const subsystems = options.subsystems ?? [];
  const behaviours = new Map<string, AnyBehaviour>();
  for (const b of [...subsystems.flatMap((m) => m.behaviours), ...(options.extraBehaviours ?? [])]) {
    if (behaviours.has(b.type)) throw new Error(`duplicate behaviour type '${b.type}'`);
    behaviours.set(b.type, b);
  }
  return {
    world,
    behaviours,
    subsystems,
    extraServices: options.extraServices ?? [],
    traceFull: options.traceFull ?? true,
  };
}
