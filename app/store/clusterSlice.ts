/**
 * Cluster slice: the preset, its topology and config, and the cluster status the live run's
 * trace gives (app/runtime/projections/clusterStatus.ts, from the engine's fold). Plain setters:
 * what a click means is an intent (app/runtime/intents.ts), and status comes back from the run.
 */
import {
  indexTopology,
  DEFAULT_PRESET,
  loadPreset,
  type BuildOptions,
  type ClusterConfig,
  type TopologyIndex,
  type Topology,
} from '../../engine/index.ts';
import { hostingIndex, type HostingIndex } from '../viewmodel/hosting.ts';
import { ALL_UP, type ClusterStatusView } from '../runtime/projections/clusterStatus.ts';
import type { SliceSet } from './sliceSet.ts';

export interface ClusterSlice extends ClusterStatusView {
  readonly presetName: string;
  readonly buildOptions: BuildOptions;
  readonly topology: Topology;
  readonly topologyIndex: TopologyIndex;
  readonly config: ClusterConfig;
  /** Derived once per config: which replicas each node hosts. */
  readonly hosting: HostingIndex;
  /** Replaces topology + config (preset change or applied setup); every node is up in a new run. */
  setCluster(presetName: string, topology: Topology, config: ClusterConfig, options: BuildOptions): void;
  setClusterStatus(status: ClusterStatusView): void;
}

function clusterFor(
  presetName: string,
  topology: Topology,
  config: ClusterConfig,
  buildOptions: BuildOptions,
) {
  return {
    presetName,
    buildOptions,
    topology,
    config,
    topologyIndex: indexTopology(topology),
    hosting: hostingIndex(config),
    ...ALL_UP,
  };
}

export function createClusterSlice(set: SliceSet<ClusterSlice>): ClusterSlice {
  const initial = loadPreset(DEFAULT_PRESET);
  return {
    ...clusterFor(DEFAULT_PRESET, initial.topology, initial.config, initial.preset.options),
    setCluster: (presetName, topology, config, options) =>
      set(clusterFor(presetName, topology, config, options)),
    setClusterStatus: ({ nodeStatus, downRacks, downDcs, net }) =>
      set({ nodeStatus, downRacks, downDcs, net }),
  };
}
