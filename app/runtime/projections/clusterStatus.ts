/**
 * Cluster status as the page shows it, from the engine's own fold (engine/folds/clusterStatus.ts):
 * which nodes are down or crashed, and which racks and datacenters are down as a whole. The app
 * never works node status out itself; the fold's own fault kinds say which events change it.
 */
import {
  clusterStatusFold,
  downDomains,
  isFaultEvent,
  type ClusterStatus,
  type NodeHealth,
  type FoldWorld,
  type NodeId,
} from '../../../engine/index.ts';
import { NET_CLEAR, netView, type NetView } from '../../viewmodel/netLinks.ts';
import { engineFoldSpec, type FoldSpec } from '../foldProjection.ts';

export interface ClusterStatusView {
  /** Only nodes that are not up appear here. */
  readonly nodeStatus: Readonly<Record<NodeId, Exclude<NodeHealth, 'up'>>>;
  /** Racks whose every node is down or crashed. */
  readonly downRacks: ReadonlySet<string>;
  readonly downDcs: ReadonlySet<string>;
  /** Cuts, extra delays, loss and duplication in force. */
  readonly net: NetView;
}

export const ALL_UP: ClusterStatusView = {
  nodeStatus: {},
  downRacks: new Set(),
  downDcs: new Set(),
  net: NET_CLEAR,
};

const copy = (s: ClusterStatus): ClusterStatus => ({
  ...s,
  nodes: new Map(s.nodes),
  cuts: new Set(s.cuts),
  delays: new Map(s.delays),
});

/** The cluster status fold as the page mounts it; `world()` is read on every reset. */
export function clusterStatusSpec(world: () => FoldWorld): FoldSpec<ClusterStatus, ClusterStatusView> {
  return {
    ...engineFoldSpec(clusterStatusFold, world, copy, isFaultEvent),
    view(s) {
      const topology = world().topology;
      const down = downDomains(s, topology);
      return {
        nodeStatus: Object.fromEntries(s.nodes),
        downRacks: new Set(down.racks),
        downDcs: new Set(down.dcs),
        net: netView(s, topology),
      };
    },
  };
}
