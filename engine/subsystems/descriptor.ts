/**
 * A subsystem descriptor: everything the engine and its views need to know about one subsystem,
 * in one value (engine/subsystems/<name>/module.ts). The kernel reads only its KernelSubsystem
 * part; index.ts lists the descriptors and unions.ts builds the Message / Command / TraceEvent unions.
 */
import type { CheckerFactory } from './checker.ts';
import type { KernelSubsystem } from '../kernel/subsystem.ts';

interface SubsystemView {
  /** Human name, e.g. `StateStorage`. */
  readonly label: string;
  /** Colour of its messages and replicas (CSS colour). */
  readonly colour: string;
  /** Prefix of its message kinds, e.g. `ss.` (messageSubsystem maps kinds back to the subsystem). */
  readonly messagePrefix: string;
}

export interface SubsystemDescriptor extends KernelSubsystem {
  /**
   * The other slices (folders of engine/subsystems/) this one imports, each only through that one's
   * `contract.ts`; scripts/layers.test.ts fails on an import not declared here.
   */
  readonly uses?: readonly string[];
  /** Prefix of its replica service names (`ssr:0:3:1`), absent when it has no replicas. */
  readonly replicaPrefix?: string;
  /** Kinds of the trace events its actors emit (besides the kernel's). */
  readonly events: readonly string[];
  /** Invariant checkers every run of it feeds the trace to, in a fixed order. */
  readonly invariants: readonly CheckerFactory[];
  readonly view: SubsystemView;
}
