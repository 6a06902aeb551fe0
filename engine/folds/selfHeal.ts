/**
 * What SelfHeal is doing, from its trace events (engine/subsystems/distconf/selfheal/events.ts):
 * whether it is on, each node's Sentinel state, the run in progress (path, step, when the next
 * step is due) and how the last run ended. Pure: `foldSelfHeal(state, batch)` returns a new state
 * when something changed, the same object otherwise.
 */
import { RING_SUBSYSTEMS, type ClusterConfig } from '../model/config/types.ts';
import type { NodeHealth } from '../model/selfheal/sentinel.ts';
import type { PileMove } from '../model/selfheal/piles.ts';
import type { NodeId, Topology } from '../model/topology/types.ts';
import type { TraceEvent } from '../subsystems/unions.ts';

export interface SelfHealRunView {
  readonly path: 'one-node' | 'full';
  readonly from?: NodeId;
  readonly to?: NodeId;
  readonly subsystems: readonly string[];
  /** Bridge mode, full run: nodes leaving and joining each pile's groups. */
  readonly piles?: readonly PileMove[];
  readonly step: number;
  readonly total: number;
  /** When the current step was sent; the next one (or the end) is due `waitUs` later. */
  readonly stepAtUs: number;
  readonly dueAtUs: number;
}

export interface SelfHealView {
  readonly enabled: boolean;
  /** Node running the SelfHeal actor (the distconf root), or null before it reported. */
  readonly root: NodeId | null;
  readonly waitUs: number;
  /** Nodes whose Sentinel state is not GOOD (absent = GOOD). */
  readonly health: ReadonlyMap<NodeId, NodeHealth>;
  readonly run: SelfHealRunView | null;
  /**
   * The last decision that did not start a run (YDB's error text; `idle`), or how the last run
   * ended.
   */
  readonly last: {
    readonly ok: boolean;
    readonly text: string;
    readonly atUs: number;
    readonly idle?: boolean;
  } | null;
}

export function emptySelfHeal(): SelfHealView {
  return { enabled: false, root: null, waitUs: 0, health: new Map(), run: null, last: null };
}

function foldSelfHealEvent(s: SelfHealView, e: TraceEvent): SelfHealView {
  switch (e.kind) {
    case 'selfheal.settings':
      return { ...s, enabled: e.enabled, root: e.node, waitUs: e.waitUs };
    case 'selfheal.sentinel': {
      const health = new Map(s.health);
      if (e.health === 'GOOD') health.delete(e.target);
      else health.set(e.target, e.health);
      return { ...s, health };
    }
    case 'selfheal.decision':
      if (e.decision === 'none') return { ...s, last: { ok: false, text: e.reason, atUs: e.t, idle: true } };
      return {
        ...s,
        run: {
          path: e.decision,
          ...(e.from === undefined ? {} : { from: e.from }),
          ...(e.to === undefined ? {} : { to: e.to }),
          subsystems: e.subsystems,
          ...(e.piles === undefined ? {} : { piles: e.piles }),
          step: 0,
          total: e.decision === 'full' ? 4 : 2,
          stepAtUs: e.t,
          dueAtUs: e.t,
        },
      };
    case 'selfheal.step':
      if (s.run === null) return s;
      return {
        ...s,
        run: { ...s.run, step: e.step, total: e.total, stepAtUs: e.t, dueAtUs: e.t + s.waitUs },
      };
    case 'selfheal.done':
      return { ...s, run: null, last: { ok: e.ok, text: e.reason ?? 'done', atUs: e.t } };
    case 'distconf.root':
      // A node losing the root takes its SelfHeal actor with it.
      return !e.root && e.node === s.root ? { ...s, root: null, enabled: false, run: null } : s;
    default:
      return s;
  }
}

export function foldSelfHeal(s: SelfHealView, batch: readonly TraceEvent[]): SelfHealView {
  let out = s;
  for (const e of batch) out = foldSelfHealEvent(out, e);
  return out;
}

/** A BAD node SelfHeal left where it is, for want of a spare node in its rack. */
export interface StuckBadNode {
  readonly node: NodeId;
  readonly rack: string;
}

/**
 * Why a decision that changed nothing left a BAD node holding replicas: the recommended
 * configuration keeps one ring per rack (distconf_statestorage_config_generator.cpp), so a ring's
 * replica can move only to a node of the same rack that is not BAD and holds no replica. Lists the
 * BAD replica holders whose rack has no such node; empty when the last decision started a run.
 */
export function stuckBadNodes(v: SelfHealView, topology: Topology, config: ClusterConfig): StuckBadNode[] {
  if (v.last?.idle !== true) return [];
  const holders = new Set<NodeId>();
  for (const sub of RING_SUBSYSTEMS)
    for (const g of config[sub].ringGroups)
      for (const r of g.rings) for (const n of r.replicas) holders.add(n);
  const bad = (n: NodeId) => v.health.get(n) === 'BAD' || v.health.get(n) === 'MAY_BE_BAD';
  const out: StuckBadNode[] = [];
  for (const n of topology.nodes) {
    if (v.health.get(n.id) !== 'BAD' || !holders.has(n.id)) continue;
    const spare = topology.nodes.some((m) => m.domain === n.domain && !holders.has(m.id) && !bad(m.id));
    if (!spare) out.push({ node: n.id, rack: n.domain });
  }
  return out;
}
