/**
 * The layout the overlays (message flows, network faults) draw on at the datacenter level, where
 * racks are cells of a datacenter tile and nodes are not drawn: every rack is its cell and every
 * node sits at its rack's cell, so a message starts and ends in the right cell.
 */
import type { Box, ClusterLayout, NodeBox, RackBox } from '../../viewmodel/layout.ts';

/** `cells[d][r]`: the cell of rack `r` of datacenter `d` (layout order); racks without one keep their box. */
export function cellAnchoredLayout(layout: ClusterLayout, cells: readonly (readonly Box[])[]): ClusterLayout {
  const nodeBox = new Map<number, NodeBox>();
  const dcs = layout.dcs.map((dc, d) => ({
    ...dc,
    racks: dc.racks.map((rack, r): RackBox => {
      const c = cells[d]?.[r];
      if (!c) {
        for (const n of rack.nodes) nodeBox.set(n.id, n);
        return rack;
      }
      const nodes = rack.nodes.map((n) => ({ id: n.id, x: c.x, y: c.y, w: c.w, h: c.h }));
      for (const n of nodes) nodeBox.set(n.id, n);
      return { id: rack.id, x: c.x, y: c.y, w: c.w, h: c.h, nodes };
    }),
  }));
  return { width: layout.width, height: layout.height, dcs, nodeBox };
}
