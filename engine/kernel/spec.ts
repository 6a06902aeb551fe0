/** What determines a run: the spec, and the command log an export adds to it. */
import type { ClusterConfig } from '../model/config/types.ts';
import type { Topology } from '../model/topology/types.ts';
import type { Us } from './address.ts';
import type { TimedCommand } from './commands.ts';
import type { FaultCommand } from './faults.ts';
import type { LatencyOptions } from './latency.ts';
import type { ServiceSpec } from './nodestate.ts';
import type { AnyCommand } from './runstate.ts';
import type { EventBase, KernelEvent } from './trace.ts';

/** Everything that determines a run besides the command log. */
export interface SimulationSpec {
  readonly topology: Topology;
  /** Every node's configuration at start (version 1); `config.apply` changes it per node. */
  readonly config: ClusterConfig;
  readonly seed: number;
  readonly latency?: Partial<LatencyOptions>;
  /** Delay before live peers learn an interconnect session broke (µs). Default 100 000. */
  readonly disconnectDetectUs?: Us;
  readonly extraServices?: readonly ServiceSpec[];
}

export interface TraceExport<E extends EventBase = KernelEvent, C extends AnyCommand = FaultCommand> {
  readonly version: 1;
  readonly spec: SimulationSpec;
  readonly commands: readonly TimedCommand<C>[];
  /** Virtual time the run had reached (µs). */
  readonly endUs: Us;
  /** Empty unless the run recorded in full mode. */
  readonly events: readonly E[];
  readonly eventCount: number;
  readonly hash: string;
}
