/**
 * Cluster slice: the preset, its topology and config, and the status of every node. Rack and DC
 * status are derived from their nodes (a rack is down when all its nodes are). Plain setters only:
 * app/sim/controller.ts decides what a click means and forwards it to the live simulation.
 */
import type { StateCreator } from 'zustand';
import type { BuildOptions } from '../../engine/model/config/builder.ts';
import type { ClusterConfig } from '../../engine/model/config/types.ts';
import { indexTopology, type TopologyIndex } from '../../engine/model/topology/build.ts';
import { DEFAULT_PRESET, loadPreset } from '../../engine/presets.ts';
import type { NodeId, Topology } from '../../engine/model/topology/types.ts';
import type { NodeStatus, NodeStatusMap } from '../model/availability.ts';
import { hostingIndex, type HostingIndex } from '../model/hosting.ts';
import { layoutCluster, type ClusterLayout } from '../model/layout.ts';
import type { AppState } from './types.ts';

export interface ClusterSlice {
  readonly presetName: string;
  readonly buildOptions: BuildOptions;
  readonly topology: Topology;
  readonly topologyIndex: TopologyIndex;
  readonly config: ClusterConfig;
  /** Derived once per config: which replicas each node hosts. */
  readonly hosting: HostingIndex;
  /** Derived once per topology: where every DC, rack and node is drawn. */
  readonly layout: ClusterLayout;
  /** Only nodes that are not up appear here. */
  readonly nodeStatus: NodeStatusMap;
  /** Replaces topology + config (preset change or applied setup) and brings every node up. */
  setCluster(presetName: string, topology: Topology, config: ClusterConfig, options: BuildOptions): void;
  /** The cluster view re-arranges the layout to fit its viewport; it publishes the result here. */
  setLayout(layout: ClusterLayout): void;
  setNodeStatus(nodes: readonly NodeId[], status: NodeStatus): void;
  resetNodeStatus(): void;
}

export function clusterFor(
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
    layout: layoutCluster(topology),
    nodeStatus: {},
  };
}

export const createClusterSlice: StateCreator<AppState, [], [], ClusterSlice> = (set) => {
  const initial = loadPreset(DEFAULT_PRESET);
  return {
    ...clusterFor(DEFAULT_PRESET, initial.topology, initial.config, initial.preset.options),
    setCluster: (presetName, topology, config, options) =>
      set(clusterFor(presetName, topology, config, options)),
    setLayout: (layout) => set({ layout }),
    setNodeStatus: (nodes, status) =>
      set((s) => {
        const next: Record<NodeId, NodeStatus> = { ...s.nodeStatus };
        for (const n of nodes) {
          if (status === 'up') delete next[n];
          else next[n] = status;
        }
        return { nodeStatus: next };
      }),
    resetNodeStatus: () => set({ nodeStatus: {} }),
  };
};
