import type { Domain, Pile, Realm, SimNode, Topology } from './types.ts';

/** Shape of a regular topology: every realm has the same racks, every rack the same nodes. */
export interface TopologyShape {
  readonly name: string;
  readonly realms: number;
  readonly racksPerRealm: number;
  readonly nodesPerRack: number;
  /** Bridge mode: realm i belongs to pile `piles[i]` (e.g. ['A', 'B']). */
  readonly piles?: readonly string[];
}

/**
 * Builds a regular topology. Names are stable and short: realms `dc1..`, racks `dc1-r1..`, nodes
 * `n1..` numbered realm-major, rack-major — the order YDB's config generator tests use (3 DCs × 3
 * racks × 3 nodes → the first node of every rack is 1, 4, 7, …).
 */
export function buildTopology(shape: TopologyShape): Topology {
  const piles: Pile[] = [...new Set(shape.piles ?? [])].map((id) => ({ id }));
  const realms: Realm[] = [];
  const domains: Domain[] = [];
  const nodes: SimNode[] = [];
  let nextNode = 1;
  for (let d = 0; d < shape.realms; d++) {
    const realm = `dc${d + 1}`;
    const pile = shape.piles?.[d];
    realms.push(pile === undefined ? { id: realm } : { id: realm, pile });
    for (let r = 0; r < shape.racksPerRealm; r++) {
      const domain = `${realm}-r${r + 1}`;
      domains.push({ id: domain, realm });
      for (let n = 0; n < shape.nodesPerRack; n++) {
        const id = nextNode++;
        const node: SimNode = { id, name: `n${id}`, domain, realm };
        nodes.push(pile === undefined ? node : { ...node, pile });
      }
    }
  }
  return { name: shape.name, piles, realms, domains, nodes };
}

/** Lookup tables over a topology, built once. */
export interface TopologyIndex {
  readonly node: ReadonlyMap<number, SimNode>;
  readonly nodesOfDomain: ReadonlyMap<string, readonly number[]>;
  readonly nodesOfRealm: ReadonlyMap<string, readonly number[]>;
  readonly nodesOfPile: ReadonlyMap<string, readonly number[]>;
  readonly domain: ReadonlyMap<string, Domain>;
  readonly realm: ReadonlyMap<string, Realm>;
}

export function indexTopology(t: Topology): TopologyIndex {
  const push = (m: Map<string, number[]>, k: string, v: number) => {
    const list = m.get(k);
    if (list) list.push(v);
    else m.set(k, [v]);
  };
  const nodesOfDomain = new Map<string, number[]>(t.domains.map((d) => [d.id, []]));
  const nodesOfRealm = new Map<string, number[]>(t.realms.map((r) => [r.id, []]));
  const nodesOfPile = new Map<string, number[]>(t.piles.map((p) => [p.id, []]));
  for (const n of t.nodes) {
    push(nodesOfDomain, n.domain, n.id);
    push(nodesOfRealm, n.realm, n.id);
    if (n.pile !== undefined) push(nodesOfPile, n.pile, n.id);
  }
  return {
    node: new Map(t.nodes.map((n) => [n.id, n])),
    nodesOfDomain,
    nodesOfRealm,
    nodesOfPile,
    domain: new Map(t.domains.map((d) => [d.id, d])),
    realm: new Map(t.realms.map((r) => [r.id, r])),
  };
}
