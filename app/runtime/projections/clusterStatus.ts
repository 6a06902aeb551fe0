/**
 * Cluster status as the page shows it, from the engine's own fold (engine/folds/clusterStatus.ts):
 * which nodes are down or crashed, and which racks and datacenters are down as a whole. Published
 * as one immutable snapshot per batch that changes it; the app never works node status out itself.
 */
import type { TraceEvent } from '../../../engine/subsystems/index.ts';
import {
  clusterStatusFold,
  downDomains,
  type ClusterStatus,
  type NodeHealth,
} from '../../../engine/folds/clusterStatus.ts';
import type { FoldWorld } from '../../../engine/folds/fold.ts';
import type { NodeId } from '../../../engine/model/topology/types.ts';
import type { Projection } from '../projection.ts';
import { NET_CLEAR, netView, type NetView } from '../../model/netLinks.ts';

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

/** Events that change what ClusterStatusView shows. */
const NODE_EVENTS: ReadonlySet<TraceEvent['kind']> = new Set([
  'node.down',
  'node.up',
  'node.crashed',
  'link.cut',
  'link.healed',
  'link.delay',
  'net.loss',
  'net.duplicate',
]);

const copy = (s: ClusterStatus): ClusterStatus => ({
  ...s,
  nodes: new Map(s.nodes),
  cuts: new Set(s.cuts),
  delays: new Map(s.delays),
});

export class ClusterStatusProjection implements Projection<ClusterStatus> {
  private state: ClusterStatus;

  /** `world()` is read on every reset (the cluster may have changed); `publish` gets each new view. */
  constructor(
    private readonly world: () => FoldWorld,
    private readonly publish: (v: ClusterStatusView) => void,
  ) {
    this.state = clusterStatusFold.init(world());
  }

  init(history: readonly TraceEvent[]): void {
    this.fold(history);
  }

  fold(batch: readonly TraceEvent[]): void {
    let changed = false;
    for (const e of batch) {
      clusterStatusFold.step(this.state, e);
      changed ||= NODE_EVENTS.has(e.kind);
    }
    if (changed) this.publish(this.view());
  }

  reset(): void {
    this.state = clusterStatusFold.init(this.world());
    this.publish(ALL_UP);
  }

  mark(): ClusterStatus {
    return copy(this.state);
  }

  rewind(mark: ClusterStatus): void {
    this.state = copy(mark);
    this.publish(this.view());
  }

  /** The fold's state (read-only for callers). */
  get status(): ClusterStatus {
    return this.state;
  }

  private view(): ClusterStatusView {
    const topology = this.world().topology;
    const down = downDomains(this.state, topology);
    return {
      nodeStatus: Object.fromEntries(this.state.nodes),
      downRacks: new Set(down.racks),
      downDcs: new Set(down.dcs),
      net: netView(this.state, topology),
    };
  }
}
