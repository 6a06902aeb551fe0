/**
 * The recommended config from node states, after YDB's `TStateStoragePerPileGenerator`
 * (ydb/core/blobstorage/nodewarden/distconf_statestorage_config_generator.cpp): nodes sorted
 * best-first (racks with more good nodes first, inside a rack by state, then id), one ring per
 * rack while there are enough racks, relaxing the accepted state 0, 1, … until every ring is filled.
 *
 * Differences, on purpose: the group shape (NToSelect, ring count, replicas per ring) is kept from
 * the subsystem's current first group, so a heal after failures never resizes a hand-written group;
 * only with `resize` (the cluster's membership changed: nodes added or decommissioned) is it
 * `CalculateRingsParameters`' shape (./shape.ts), as YDB always computes it. All nodes form one node
 * group when picking (YDB picks per datacenter from 3 DCs up).
 *
 * Bridge mode, as `GenerateStateStorageConfig` (distconf_generate.cpp) does it: nodes are grouped
 * by pile, one generator per pile (piles in id order) adds one ring group with that pile's id, and
 * the set of used nodes is shared. Each pile's group keeps its current shape and its current pile
 * state (YDB derives the state from the cluster state; the model stores it on the group).
 */
import { RING_SUBSYSTEMS, type ClusterConfig, type RingGroup, type Subsystem } from '../config/types.ts';
import type { NodeId, SimNode, Topology } from '../topology/types.ts';
import { NODE_STATES_SIZE } from './sentinel.ts';
import { recommendedShape, type RingShape } from './shape.ts';

/** Node id → Sentinel state value as distconf stores it (`SelfHealNodesState`); absent = worst. */
export type NodeStates = ReadonlyMap<NodeId, number>;

export interface GeneratorInput {
  readonly topology: Topology;
  readonly current: ClusterConfig;
  readonly nodeStates: NodeStates;
  /** `pileup_replicas`: let subsystems share nodes instead of spreading them. Default false. */
  readonly pileup?: boolean;
  /** Size the groups for the live nodes (./shape.ts) instead of keeping the current shape. */
  readonly resize?: boolean;
}

export type Recommendation =
  | {
      readonly ok: true;
      /** Per subsystem: one group, or in bridge mode one group per pile in pile order. */
      readonly targets: Readonly<Record<Subsystem, readonly RingGroup[]>>;
      readonly faulty: boolean;
    }
  | { readonly ok: false; readonly reason: string };

type Shape = RingShape;

class PerPileGenerator {
  constructor(
    private readonly states: NodeStates,
    private readonly used: Set<NodeId>,
  ) {}

  /** `CalcNodeState`: absent → worst; a good node already used by another subsystem → 1. */
  state(id: NodeId, disconnected: boolean): number {
    const s = disconnected ? 0 : (this.states.get(id) ?? NODE_STATES_SIZE - 1);
    return s === 0 && this.used.has(id) ? 1 : s;
  }

  generate(nodes: readonly SimNode[], shape: Shape): { rings: NodeId[][]; faulty: boolean } {
    const good = nodes.filter((n) => this.state(n.id, false) <= 1).length;
    // A node group where most nodes look bad is treated as disconnected: states are ignored.
    const disconnected = good < Math.floor(nodes.length / 2);
    const rackStates = new Map<string, number[]>();
    for (const n of nodes) {
      const h = rackStates.get(n.domain) ?? new Array<number>(NODE_STATES_SIZE).fill(0);
      const st = this.state(n.id, disconnected);
      h[st] = (h[st] ?? 0) + 1;
      rackStates.set(n.domain, h);
    }
    const sorted = [...nodes].sort((x, y) => {
      if (x.domain === y.domain) {
        const d = this.state(x.id, disconnected) - this.state(y.id, disconnected);
        return d !== 0 ? d : x.id - y.id;
      }
      const hx = rackStates.get(x.domain) ?? [];
      const hy = rackStates.get(y.domain) ?? [];
      for (let i = 0; i < NODE_STATES_SIZE; i++) {
        if (hx[i] !== hy[i]) return (hy[i] ?? 0) - (hx[i] ?? 0);
      }
      return x.domain < y.domain ? -1 : 1;
    });
    const ignoreRacks = rackStates.size < shape.rings;
    let rings: NodeId[][] | undefined;
    for (let limit = 0; limit < NODE_STATES_SIZE && rings === undefined; limit++)
      rings = this.pick(sorted, shape, limit, ignoreRacks, disconnected);
    rings ??= this.pick(sorted, shape, NODE_STATES_SIZE, true, disconnected) ?? [];
    const faulty = rings.some((r) => r.some((id) => this.state(id, false) > 1));
    for (const r of rings) r.sort((a, b) => a - b);
    rings.sort((a, b) => (a[0] ?? 0) - (b[0] ?? 0));
    for (const r of rings) for (const id of r) this.used.add(id);
    return { rings, faulty };
  }

  /** `PickNodesSimpleStrategy`: fill rings in order, then skip the rest of the last node's rack. */
  private pick(
    sorted: readonly SimNode[],
    shape: Shape,
    limit: number,
    ignoreRacks: boolean,
    disconnected: boolean,
  ): NodeId[][] | undefined {
    let i = 0;
    const out: NodeId[][] = [];
    for (let r = 0; r < shape.rings; r++) {
      const ring: NodeId[] = [];
      let rack = '';
      while (ring.length < shape.perRing) {
        const n = sorted[i++];
        if (n === undefined) return undefined;
        rack = n.domain;
        if (this.state(n.id, disconnected) <= limit) ring.push(n.id);
      }
      if (!ignoreRacks) while (sorted[i]?.domain === rack) i++;
      out.push(ring);
    }
    return out;
  }
}

function shapeOf(g: RingGroup | undefined): Shape | undefined {
  if (g === undefined) return undefined;
  return {
    ntoSelect: g.ntoSelect,
    rings: g.rings.length,
    perRing: Math.max(...g.rings.map((r) => r.replicas.length)),
  };
}

/** The nodes each generator sees: all of them, or per pile (`ResolveNodePileId`), piles in id order. */
function nodeSets(t: Topology): { pile: string | undefined; nodes: readonly SimNode[] }[] {
  if (t.piles.length === 0) return [{ pile: undefined, nodes: t.nodes }];
  const ids = [...t.piles.map((p) => p.id)].sort();
  return ids
    .map((pile) => ({ pile, nodes: t.nodes.filter((n) => n.pile === pile) }))
    .filter((p) => p.nodes.length > 0);
}

/** `GetRecommendedStateStorageConfig`: StateStorage, Board, SchemeBoard in that order. */
export function recommendConfig(input: GeneratorInput): Recommendation {
  const used = new Set<NodeId>();
  const targets: Partial<Record<Subsystem, RingGroup[]>> = {};
  let faulty = false;
  for (const s of RING_SUBSYSTEMS) {
    const out: RingGroup[] = [];
    for (const { pile, nodes } of nodeSets(input.topology)) {
      const cur = input.current[s].ringGroups.find((g) => !g.writeOnly && g.pile === pile);
      const shape = input.resize === true && cur !== undefined ? recommendedShape(nodes) : shapeOf(cur);
      const where = pile === undefined ? s : `${s} pile ${pile}`;
      if (shape === undefined) return { ok: false, reason: `${where} has no readable ring group` };
      const gen = new PerPileGenerator(input.nodeStates, input.pileup === true ? new Set() : used);
      const r = gen.generate(nodes, shape);
      if (r.rings.length !== shape.rings || r.rings.some((ring) => ring.length !== shape.perRing))
        return {
          ok: false,
          reason: `${where}: ${nodes.length} nodes cannot fill ${shape.rings} rings of ${shape.perRing}`,
        };
      faulty ||= r.faulty;
      out.push({
        ntoSelect: shape.ntoSelect,
        writeOnly: false,
        rings: r.rings.map((replicas) => ({ replicas })),
        ...(pile === undefined ? {} : { pile }),
        ...(cur?.state === undefined ? {} : { state: cur.state }),
      });
    }
    targets[s] = out;
  }
  return { ok: true, targets: targets as Record<Subsystem, RingGroup[]>, faulty };
}
