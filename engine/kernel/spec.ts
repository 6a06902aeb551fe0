/** What determines a run (spec + timed command log) and the scheduler's command queue order. */
import type { ClusterConfig } from '../model/config/types.ts';
import type { Topology } from '../model/topology/types.ts';
import type { Us } from './actor.ts';
import type { Command } from './commands.ts';
import type { LatencyOptions } from './latency.ts';
import type { ServiceSpec } from './nodestate.ts';

/** Everything that determines a run besides the command log (exported with a trace). */
export interface SimulationSpec {
  readonly topology: Topology;
  readonly config: ClusterConfig;
  readonly seed: number;
  readonly latency?: Partial<LatencyOptions>;
  /** Delay before live peers learn an interconnect session broke (µs). Default 100 000. */
  readonly disconnectDetectUs?: Us;
  readonly extraServices?: readonly ServiceSpec[];
}

export interface TimedCommand {
  readonly atUs: Us;
  readonly command: Command;
}

export interface QueuedCommand {
  readonly at: Us;
  /** Position in the command log of the user command this one comes from. */
  readonly seq: number;
  /** 0 for the user command itself; 1.. for the timed steps it expands into (restarts). */
  readonly sub: number;
  readonly command: Command;
}

export const cmdLess = (x: QueuedCommand, y: QueuedCommand) =>
  x.at < y.at || (x.at === y.at && (x.seq < y.seq || (x.seq === y.seq && x.sub < y.sub)));
