/** What determines a run besides the command log (exported with a trace). */
import type { ClusterConfig } from '../model/config/types.ts';
import type { Topology } from '../model/topology/types.ts';
import type { Us } from './actor.ts';
import type { LatencyOptions } from './latency.ts';
import type { ServiceSpec } from './nodestate.ts';

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
