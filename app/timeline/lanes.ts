/**
 * Lanes of the space-time diagram, in the cluster view's order (datacenter → rack → node): one per
 * node, or one per rack when collapsed. `laneOf[nodeId]` gives a node's lane (-1 if unknown).
 */
import type { ClusterLayout } from '../viewmodel/layout.ts';

interface Lane {
  readonly key: string;
  readonly label: string;
  readonly kind: 'node' | 'rack';
  /** Node id (node lanes) or rack id (rack lanes), for hover linking. */
  readonly target: number | string;
  readonly dc: string;
  readonly nodes: readonly number[];
  /** First lane of its datacenter (a separator is drawn above it). */
  readonly dcStart: boolean;
}

export interface Lanes {
  readonly lanes: readonly Lane[];
  readonly laneOf: Int32Array;
}

export function buildLanes(layout: ClusterLayout, byRack: boolean): Lanes {
  let max = 0;
  for (const id of layout.nodeBox.keys()) max = Math.max(max, id);
  const laneOf = new Int32Array(max + 1).fill(-1);
  const lanes: Lane[] = [];
  for (const dc of layout.dcs) {
    let first = true;
    for (const rack of dc.racks) {
      const ids = rack.nodes.map((n) => n.id);
      if (byRack) {
        for (const id of ids) laneOf[id] = lanes.length;
        lanes.push({
          key: `r:${rack.id}`,
          label: rack.id,
          kind: 'rack',
          target: rack.id,
          dc: dc.id,
          nodes: ids,
          dcStart: first,
        });
        first = false;
        continue;
      }
      for (const id of ids) {
        laneOf[id] = lanes.length;
        lanes.push({
          key: `n:${id}`,
          label: `n${id}`,
          kind: 'node',
          target: id,
          dc: dc.id,
          nodes: [id],
          dcStart: first,
        });
        first = false;
      }
    }
  }
  return { lanes, laneOf };
}
