/** Hand-built topologies for runtime tests (independent of the preset builder). */
import type { ClusterConfig } from '../../model/config/types.ts';
import type { SimNode, Topology } from '../../model/topology/types.ts';

/** `dcs` datacenters × `racks` racks × `nodes` nodes, ids 1..n in dc → rack order; piles optional. */
export function testTopology(dcs: number, racks: number, nodes: number, piles?: readonly string[]): Topology {
  const realms = [];
  const domains = [];
  const list: SimNode[] = [];
  let id = 1;
  for (let d = 1; d <= dcs; d++) {
    const realm = `dc${d}`;
    const pile = piles ? piles[(d - 1) % piles.length] : undefined;
    realms.push(pile ? { id: realm, pile } : { id: realm });
    for (let r = 1; r <= racks; r++) {
      const domain = `${realm}-r${r}`;
      domains.push({ id: domain, realm });
      for (let k = 0; k < nodes; k++, id++) {
        list.push({ id, name: `n${id}`, domain, realm, ...(pile ? { pile } : {}) });
      }
    }
  }
  return {
    name: `test-${dcs}x${racks}x${nodes}`,
    piles: (piles ?? []).map((p) => ({ id: p })),
    realms,
    domains,
    nodes: list,
  };
}

export const EMPTY_CONFIG: ClusterConfig = {
  statestorage: { ringGroups: [] },
  board: { ringGroups: [] },
  schemeboard: { ringGroups: [] },
};
