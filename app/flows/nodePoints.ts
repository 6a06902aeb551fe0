/**
 * Node centres in content coordinates as typed arrays indexed by node id, rebuilt when the layout
 * changes, so the painter looks positions up without a Map per message. Commands from the user
 * (node 0, which has no box) enter from above their target node.
 */
import { nodeCenter, type ClusterLayout, type ViewTransform } from '../viewmodel/layout.ts';

/** How far above its target a user command starts (content px). */
const USER_ENTRY_PX = 70;

export interface NodePoints {
  readonly x: Float32Array;
  readonly y: Float32Array;
  /** 1 where a node with that id is laid out. */
  readonly known: Uint8Array;
}

export function nodePoints(layout: ClusterLayout): NodePoints {
  let max = 0;
  for (const id of layout.nodeBox.keys()) max = Math.max(max, id);
  const x = new Float32Array(max + 1);
  const y = new Float32Array(max + 1);
  const known = new Uint8Array(max + 1);
  for (const id of layout.nodeBox.keys()) {
    const c = nodeCenter(layout, id);
    if (!c) continue;
    x[id] = c.x;
    y[id] = c.y;
    known[id] = 1;
  }
  return { x, y, known };
}

/** Screen coordinates of a message's two ends into `out` (x0, y0, x1, y1); false if unplaceable. */
export function endsOf(
  nodes: NodePoints,
  from: number,
  to: number,
  view: ViewTransform,
  out: Float32Array,
): boolean {
  if (to < 0 || to >= nodes.known.length || nodes.known[to] !== 1) return false;
  const { k, x, y } = view;
  const x1 = (nodes.x[to] as number) * k + x;
  const y1 = (nodes.y[to] as number) * k + y;
  out[2] = x1;
  out[3] = y1;
  if (from > 0 && from < nodes.known.length && nodes.known[from] === 1) {
    out[0] = (nodes.x[from] as number) * k + x;
    out[1] = (nodes.y[from] as number) * k + y;
  } else {
    out[0] = x1;
    out[1] = y1 - USER_ENTRY_PX * k;
  }
  return true;
}
