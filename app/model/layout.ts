/**
 * Cluster layout as a plain function: datacenters side by side, racks in a grid inside each DC,
 * nodes stacked inside each rack. Content coordinates (before zoom). The flow layer and the
 * space-time diagram read node centres from here, so every view agrees on where a node is.
 */
import type { NodeId, Topology } from '../../engine/topology/types.ts';

export const NODE_W = 104;
export const NODE_H = 26;
export const NODE_GAP = 5;
export const RACK_PAD = 6;
export const RACK_HEAD = 20;
export const RACK_GAP = 10;
export const DC_PAD = 10;
export const DC_HEAD = 28;
export const DC_GAP = 20;

export interface Box {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

export interface NodeBox extends Box {
  readonly id: NodeId;
}
export interface RackBox extends Box {
  readonly id: string;
  readonly nodes: readonly NodeBox[];
}
export interface DcBox extends Box {
  readonly id: string;
  readonly pile: string | undefined;
  readonly racks: readonly RackBox[];
}

export interface ClusterLayout {
  readonly width: number;
  readonly height: number;
  readonly dcs: readonly DcBox[];
  readonly nodeBox: ReadonlyMap<NodeId, NodeBox>;
}

/** Rack columns per DC: wide rows when there is one DC, narrower blocks when DCs sit side by side. */
export function rackColumns(racks: number, realms: number): number {
  return Math.max(1, Math.min(racks, realms === 1 ? 8 : 5));
}

export function layoutCluster(t: Topology): ClusterLayout {
  const nodeBox = new Map<NodeId, NodeBox>();
  const dcs: DcBox[] = [];
  let x = 0;
  let height = 0;
  for (const realm of t.realms) {
    const racks = t.domains.filter((d) => d.realm === realm.id);
    const cols = rackColumns(racks.length, t.realms.length);
    const maxNodes = Math.max(1, ...racks.map((r) => t.nodes.filter((n) => n.domain === r.id).length));
    const rackW = NODE_W + 2 * RACK_PAD;
    const rackH = RACK_HEAD + maxNodes * (NODE_H + NODE_GAP) - NODE_GAP + RACK_PAD;
    const rackBoxes: RackBox[] = racks.map((rack, i) => {
      const rx = x + DC_PAD + (i % cols) * (rackW + RACK_GAP);
      const ry = DC_HEAD + Math.floor(i / cols) * (rackH + RACK_GAP);
      const nodes = t.nodes
        .filter((n) => n.domain === rack.id)
        .map((n, j): NodeBox => {
          const b = { id: n.id, x: rx + RACK_PAD, y: ry + RACK_HEAD + j * (NODE_H + NODE_GAP), w: NODE_W, h: NODE_H };
          nodeBox.set(n.id, b);
          return b;
        });
      return { id: rack.id, x: rx, y: ry, w: rackW, h: rackH, nodes };
    });
    const rows = Math.ceil(racks.length / cols);
    const w = 2 * DC_PAD + cols * rackW + (cols - 1) * RACK_GAP;
    const h = DC_HEAD + rows * rackH + (rows - 1) * RACK_GAP + DC_PAD;
    dcs.push({ id: realm.id, pile: realm.pile, x, y: 0, w, h, racks: rackBoxes });
    x += w + DC_GAP;
    height = Math.max(height, h);
  }
  return { width: Math.max(0, x - DC_GAP), height, dcs, nodeBox };
}

/** Centre of a node in content coordinates (for message flows), or undefined for an unknown id. */
export function nodeCenter(layout: ClusterLayout, id: NodeId): { x: number; y: number } | undefined {
  const b = layout.nodeBox.get(id);
  return b && { x: b.x + b.w / 2, y: b.y + b.h / 2 };
}
