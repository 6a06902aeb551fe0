/**
 * The composition root: a kernel Simulation running every subsystem of engine/subsystems (and the
 * test behaviours when asked). Scenario runs, chaos, the CLI, the app and the workers build their
 * simulations here, typed with the full event and command unions.
 */
import type { TimedCommand } from './kernel/commands.ts';
import type { TraceListener } from './kernel/recorder.ts';
import { Simulation, type SimulationOptions } from './kernel/simulation.ts';
import { TESTING_BEHAVIOURS } from './kernel/testing/index.ts';
import { replayTrace, type ReplayOptions, type TraceExport } from './kernel/traceio.ts';
import {
  SUBSYSTEM_DESCRIPTORS,
  type Command,
  type SubsystemDescriptor,
  type TraceEvent,
} from './subsystems/index.ts';

export type ClusterSimulation = Simulation<TraceEvent, Command>;
export type ClusterTrace = TraceExport<TraceEvent, Command>;
export type ClusterTimedCommand = TimedCommand<Command>;
export type ClusterTraceListener = TraceListener<TraceEvent>;

export interface ClusterOptions extends Omit<SimulationOptions, 'subsystems'> {
  /** Default: every subsystem (SUBSYSTEMS). */
  readonly subsystems?: readonly SubsystemDescriptor[];
  /** Also register the test behaviours (engine/kernel/testing) on in-process hosts. */
  readonly testing?: boolean;
}

export function createClusterSimulation(o: ClusterOptions): ClusterSimulation {
  const { testing, ...rest } = o;
  return new Simulation<TraceEvent, Command>({
    ...rest,
    subsystems: o.subsystems ?? SUBSYSTEM_DESCRIPTORS,
    extraBehaviours: [...(testing ? TESTING_BEHAVIOURS : []), ...(o.extraBehaviours ?? [])],
  });
}

/** Re-runs an exported cluster trace with every subsystem; `sameHash` says whether it reproduced. */
export function replayClusterTrace(
  e: ClusterTrace,
  o: Omit<ReplayOptions, 'subsystems'> = {},
): Promise<{ sim: ClusterSimulation; sameHash: boolean }> {
  return replayTrace(e, { ...o, subsystems: SUBSYSTEM_DESCRIPTORS });
}
