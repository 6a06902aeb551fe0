/**
 * Cluster layout as a plain function: datacenters side by side, racks in a grid inside each DC,
 * nodes stacked inside each rack. Content coordinates (before zoom). The flow layer and the
 * space-time diagram read node centres from here, so every view agrees on where a node is.
 */
import type { NodeId, Topology } from '../../engine/index.ts';

export const NODE_W = 104;
const NODE_H = 26;
const NODE_GAP = 5;
export const RACK_PAD = 6;
const RACK_HEAD = 20;
const RACK_GAP = 10;
const DC_PAD = 10;
const DC_HEAD = 28;
const DC_GAP = 20;

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

/** d3-zoom's transform of the cluster view (screen = content × k + (x, y)), shared with its overlays. */
export interface ViewTransform {
  readonly k: number;
  readonly x: number;
  readonly y: number;
}

export interface ClusterLayout {
  readonly width: number;
  readonly height: number;
  readonly dcs: readonly DcBox[];
  readonly nodeBox: ReadonlyMap<NodeId, NodeBox>;
}

/** Rack columns per DC: wide rows when there is one DC, narrower blocks when DCs sit side by side. */
function rackColumns(racks: number, realms: number): number {
  return Math.max(1, Math.min(racks, realms === 1 ? 8 : 5));
}

export interface Arrangement {
  /** Datacenters side by side (`row`) or one under another (`column`). */
  readonly dcs: 'row' | 'column';
  /** Rack columns inside each datacenter. */
  readonly rackCols: number;
}

/**
 * How much larger the best arrangement must show the cluster than the one in use before it replaces
 * it. Two arrangements can tie within a few per cent (mirror-3-dc at 1440 × 900: racks in one column
 * or in two); without a margin, a hint or notice that changes the panel's height by a line moves
 * every rack, the one just clicked away from under the pointer.
 */
const REARRANGE_GAIN = 1.15;

/**
 * The arrangement that shows the cluster largest in a `width` × `height` viewport (the scale at
 * which the whole cluster fits, discounted for ragged rack grids), trying DCs in a row or a column
 * and every rack column count.
 * Ties keep the row, the shape people expect for fail realms. With `current` (the arrangement in
 * use), that one is kept unless the best is REARRANGE_GAIN times larger.
 */
export function bestArrangement(
  t: Topology,
  width: number,
  height: number,
  current?: Arrangement,
): Arrangement {
  const maxRacks = Math.max(1, ...t.realms.map((r) => t.domains.filter((d) => d.realm === r.id).length));
  let best: Arrangement = { dcs: 'row', rackCols: rackColumns(maxRacks, t.realms.length) };
  if (width <= 0 || height <= 0) return current ?? best;
  // Up to 32 candidates: each is sized from rack and node counts, not laid out node by node.
  const realms = realmShapes(t);
  let bestScale = 0;
  // The arrangement in use, when it is one of the candidates (another cluster's may not be).
  let currentScale = 0;
  for (const dcs of ['row', 'column'] as const) {
    if (dcs === 'column' && t.realms.length === 1) continue;
    for (let rackCols = 1; rackCols <= Math.min(maxRacks, 16); rackCols++) {
      const l = clusterExtent(realms, { dcs, rackCols });
      // Ragged grids (3 racks as 2 + 1) read badly: discount the scale by the share of empty cells.
      const cells = Math.ceil(maxRacks / rackCols) * rackCols;
      const scale = Math.min(width / l.width, height / l.height) * (maxRacks / cells);
      if (current?.dcs === dcs && current.rackCols === rackCols) currentScale = scale;
      if (scale > bestScale * 1.02) {
        bestScale = scale;
        best = { dcs, rackCols };
      }
    }
  }
  return current && currentScale * REARRANGE_GAIN >= bestScale ? current : best;
}

/** What sizes a datacenter's box: its rack count and the most nodes in one of its racks. */
interface RealmShape {
  readonly racks: number;
  readonly maxNodes: number;
}

function realmShapes(t: Topology): RealmShape[] {
  const nodesOf = nodesByDomain(t);
  return t.realms.map((realm) => {
    const racks = t.domains.filter((d) => d.realm === realm.id);
    return {
      racks: racks.length,
      maxNodes: Math.max(1, ...racks.map((r) => nodesOf.get(r.id)?.length ?? 0)),
    };
  });
}

/** A datacenter's rack grid: columns, rack size and the box around it (layoutCluster places them). */
function realmGrid(shape: RealmShape, realms: number, arrangement: Arrangement | undefined) {
  const cols = Math.min(shape.racks, arrangement?.rackCols ?? rackColumns(shape.racks, realms)) || 1;
  const rackW = NODE_W + 2 * RACK_PAD;
  const rackH = RACK_HEAD + shape.maxNodes * (NODE_H + NODE_GAP) - NODE_GAP + RACK_PAD;
  const rows = Math.ceil(shape.racks / cols);
  const w = 2 * DC_PAD + cols * rackW + (cols - 1) * RACK_GAP;
  const h = DC_HEAD + rows * rackH + (rows - 1) * RACK_GAP + DC_PAD;
  return { cols, rackW, rackH, w, h };
}

/** The width and height layoutCluster gives `arrangement`, without placing a node. */
function clusterExtent(
  shapes: readonly RealmShape[],
  arrangement: Arrangement,
): { width: number; height: number } {
  let x = 0;
  let y = 0;
  let width = 0;
  let height = 0;
  for (const shape of shapes) {
    const { w, h } = realmGrid(shape, shapes.length, arrangement);
    width = Math.max(width, x + w);
    height = Math.max(height, y + h);
    if (arrangement.dcs === 'column') y += h + DC_GAP;
    else x += w + DC_GAP;
  }
  return { width, height };
}

export function layoutCluster(t: Topology, arrangement?: Arrangement): ClusterLayout {
  const nodeBox = new Map<NodeId, NodeBox>();
  const dcs: DcBox[] = [];
  let x = 0;
  let y = 0;
  let width = 0;
  let height = 0;
  const stacked = arrangement?.dcs === 'column';
  const nodesOf = nodesByDomain(t);
  for (const realm of t.realms) {
    const racks = t.domains.filter((d) => d.realm === realm.id);
    const maxNodes = Math.max(1, ...racks.map((r) => nodesOf.get(r.id)?.length ?? 0));
    const { cols, rackW, rackH, w, h } = realmGrid(
      { racks: racks.length, maxNodes },
      t.realms.length,
      arrangement,
    );
    const rackBoxes: RackBox[] = racks.map((rack, i) => {
      const rx = x + DC_PAD + (i % cols) * (rackW + RACK_GAP);
      const ry = y + DC_HEAD + Math.floor(i / cols) * (rackH + RACK_GAP);
      const nodes = (nodesOf.get(rack.id) ?? []).map((n, j): NodeBox => {
        const b = {
          id: n.id,
          x: rx + RACK_PAD,
          y: ry + RACK_HEAD + j * (NODE_H + NODE_GAP),
          w: NODE_W,
          h: NODE_H,
        };
        nodeBox.set(n.id, b);
        return b;
      });
      return { id: rack.id, x: rx, y: ry, w: rackW, h: rackH, nodes };
    });
    dcs.push({ id: realm.id, pile: realm.pile, x, y, w, h, racks: rackBoxes });
    width = Math.max(width, x + w);
    height = Math.max(height, y + h);
    if (stacked) y += h + DC_GAP;
    else x += w + DC_GAP;
  }
  return { width, height, dcs, nodeBox };
}

/** Nodes of each rack in topology order: grouped once, not filtered per rack (1 000-node presets). */
function nodesByDomain(t: Topology): Map<string, Topology['nodes'][number][]> {
  const out = new Map<string, Topology['nodes'][number][]>();
  for (const n of t.nodes) {
    const list = out.get(n.domain);
    if (list) list.push(n);
    else out.set(n.domain, [n]);
  }
  return out;
}

/** Centre of a node in content coordinates (for message flows), or undefined for an unknown id. */
export function nodeCenter(layout: ClusterLayout, id: NodeId): { x: number; y: number } | undefined {
  const b = layout.nodeBox.get(id);
  return b && { x: b.x + b.w / 2, y: b.y + b.h / 2 };
}
