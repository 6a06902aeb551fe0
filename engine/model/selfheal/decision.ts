/**
 * distconf `SelfHealStateStorage` (distconf_invoke_state_storage.cpp): compare each subsystem's
 * current config with the recommended one and choose nothing, a one-node swap or the full
 * four-step move. Groups are compared by their nodes (offsets cleared, as YDB does before
 * comparing); our model does not record whether a ring list was flat or nested.
 */
import {
  RING_SUBSYSTEMS,
  majority,
  type ClusterConfig,
  type RingGroup,
  type Subsystem,
} from '../config/types.ts';
import type { NodeId, Topology } from '../topology/types.ts';
import { adjustActorIdOffset } from '../reconfig/offset.ts';
import { recommendConfig, type NodeStates } from './generator.ts';

type SubsystemVerdict =
  | { readonly kind: 'NONE'; readonly why: 'recommended' | 'all-nodes-good' | 'aligned' }
  | { readonly kind: 'ONE_NODE' }
  | { readonly kind: 'FULL'; readonly why: string };

export type SelfHealDecision =
  | { readonly kind: 'ERROR'; readonly reason: string }
  | {
      readonly kind: 'ONE_NODE';
      readonly from: NodeId;
      readonly to: NodeId;
      /** Subsystems whose ring slot holding `from` is reassigned. */
      readonly subsystems: readonly Subsystem[];
      readonly verdicts: Readonly<Record<Subsystem, SubsystemVerdict>>;
    }
  | {
      readonly kind: 'FULL';
      /** The target group per moved subsystem, offsets adjusted against the current config. */
      readonly targets: Partial<Record<Subsystem, readonly RingGroup[]>>;
      readonly verdicts: Readonly<Record<Subsystem, SubsystemVerdict>>;
    };

const FAULTY_NODES = 'Recommended configuration has faulty nodes and can not be applyed';

export interface DecisionInput {
  readonly topology: Topology;
  readonly current: ClusterConfig;
  readonly nodeStates: NodeStates;
  readonly pileup?: boolean;
  /** Heal even when the recommendation has faulty nodes (the Sentinel always passes true). */
  readonly forceHeal?: boolean;
  /** The membership changed: size groups for the live nodes (generator.ts `resize`). */
  readonly resize?: boolean;
}

const sameNodes = (a: readonly NodeId[], b: readonly NodeId[]) =>
  a.length === b.length && a.every((n, i) => n === b[i]);

function sameGroup(a: RingGroup, b: RingGroup): boolean {
  return (
    a.writeOnly === b.writeOnly &&
    a.ntoSelect === b.ntoSelect &&
    (a.state ?? 'PRIMARY') === (b.state ?? 'PRIMARY') &&
    a.rings.length === b.rings.length &&
    a.rings.every((r, i) => {
      const o = b.rings[i];
      return (
        o !== undefined &&
        (r.disabled ?? false) === (o.disabled ?? false) &&
        sameNodes(r.replicas, o.replicas)
      );
    }) &&
    (a.ringSpecificNodeSelection ?? false) === (b.ringSpecificNodeSelection ?? false)
  );
}

/**
 * Two readings of the Sentinel's map, as distconf has them: "has bad nodes" treats a node missing
 * from it as bad (`!contains || state > 0`), while the bad-ring count reads it with `operator[]`,
 * which yields 0 (good) for a missing node (§3.11 of the design notes; distconf_invoke_state_storage.cpp).
 */
const isBadOrUnseen = (states: NodeStates, n: NodeId) => (states.get(n) ?? Number.POSITIVE_INFINITY) > 0;
const isBadInRingCount = (states: NodeStates, n: NodeId) => (states.get(n) ?? 0) > 0;

/**
 * Put unchanged rings, then unchanged replicas, back at their old positions; add `old → new`.
 * Returns a node that would move to two places.
 */
function collectReplacements(
  old: RingGroup,
  target: RingGroup,
  replace: Map<NodeId, NodeId>,
): NodeId | undefined {
  const rings = target.rings.map((r) => [...r.replicas]);
  old.rings.forEach((o, oi) => {
    const ni = rings.findIndex((r, i) => i !== oi && sameNodes(r, o.replicas));
    if (ni >= 0) [rings[oi], rings[ni]] = [rings[ni] as NodeId[], rings[oi] as NodeId[]];
  });
  for (let j = 0; j < old.rings.length; j++) {
    const o = old.rings[j]?.replicas ?? [];
    const n = rings[j] ?? [];
    if (sameNodes(o, n)) continue;
    o.forEach((node, oi) => {
      const ni = n.findIndex((x, i) => i !== oi && x === node);
      if (ni >= 0) [n[oi], n[ni]] = [n[ni] as NodeId, n[oi] as NodeId];
    });
    for (let k = 0; k < o.length; k++) {
      const from = o[k] as NodeId;
      const to = n[k] as NodeId;
      if (from === to) continue;
      const known = replace.get(from);
      if (known !== undefined && known !== to) return from;
      replace.set(from, to);
    }
  }
  return undefined;
}

/**
 * `needReconfig` for one subsystem; adds `old → new` pairs to `replace`. Groups are compared by
 * index (YDB's `ringGroupIdx` loops): in bridge mode group i of the current config against pile i's
 * recommended group.
 */
function verdict(
  cur: readonly RingGroup[],
  target: readonly RingGroup[],
  states: NodeStates,
  pileup: boolean,
  replace: Map<NodeId, NodeId>,
): SubsystemVerdict {
  if (cur.length === target.length && cur.every((g, i) => sameGroup(g, target[i] as RingGroup)))
    return { kind: 'NONE', why: 'recommended' };
  if (cur.length !== target.length) return { kind: 'FULL', why: 'group count differs' };
  let hasBadNodes = false;
  let badRings = 0;
  for (let gi = 0; gi < cur.length; gi++) {
    const old = cur[gi] as RingGroup;
    const t = target[gi] as RingGroup;
    if (old.ntoSelect !== t.ntoSelect || old.rings.length !== t.rings.length)
      return { kind: 'FULL', why: 'NToSelect or ring count differs' };
    if ((old.ringSpecificNodeSelection ?? false) !== (t.ringSpecificNodeSelection ?? false))
      return { kind: 'FULL', why: 'ring flags differ' };
    for (let j = 0; j < old.rings.length; j++) {
      const o = old.rings[j];
      const n = t.rings[j];
      if (o === undefined || n === undefined) return { kind: 'FULL', why: 'ring count differs' };
      if ((o.disabled ?? false) !== (n.disabled ?? false) || o.replicas.length !== n.replicas.length)
        return { kind: 'FULL', why: 'ring shape differs' };
    }
    hasBadNodes ||= old.rings.some((r) => r.replicas.some((n) => isBadOrUnseen(states, n)));
    // One swap empties one ring slot of one group: count the bad rings of the worst group (in
    // bridge mode a guess: the version read compares no bad-ring count at all).
    badRings = Math.max(
      badRings,
      old.rings.filter((r) => r.replicas.some((n) => isBadInRingCount(states, n))).length,
    );
  }
  if (!hasBadNodes && !pileup) return { kind: 'NONE', why: 'all-nodes-good' };
  for (let gi = 0; gi < cur.length; gi++) {
    const twice = collectReplacements(cur[gi] as RingGroup, target[gi] as RingGroup, replace);
    if (twice !== undefined) return { kind: 'FULL', why: `node ${twice} would move to two places` };
  }
  // The test reads the replacements of all subsystems so far (`nodesToReplace`), not this one's: a
  // subsystem that found none of its own still answers ONE_NODE or FULL once another found one.
  if (replace.size === 0) return { kind: 'NONE', why: 'aligned' };
  // One swap empties one ring slot; the rings holding bad nodes must leave a majority of the
  // selected rings healthy.
  const nto = Math.min(...cur.map((g) => g.ntoSelect));
  if (replace.size === 1 && badRings <= nto - majority(nto)) return { kind: 'ONE_NODE' };
  return {
    kind: 'FULL',
    why: replace.size === 1 ? `${badRings} rings hold bad nodes` : `${replace.size} nodes change`,
  };
}

export function decideSelfHeal(input: DecisionInput): SelfHealDecision {
  const rec = recommendConfig(input);
  if (!rec.ok) return { kind: 'ERROR', reason: rec.reason };
  if (rec.faulty && input.forceHeal !== true)
    // YDB's text, its spelling (its stream starts with a space, dropped here).
    return { kind: 'ERROR', reason: FAULTY_NODES };
  const replace = new Map<NodeId, NodeId>();
  const verdicts = {} as Record<Subsystem, SubsystemVerdict>;
  for (const s of RING_SUBSYSTEMS)
    verdicts[s] = verdict(
      input.current[s].ringGroups,
      rec.targets[s],
      input.nodeStates,
      input.pileup === true,
      replace,
    );
  const kinds = RING_SUBSYSTEMS.map((s) => verdicts[s].kind);
  if (kinds.every((k) => k === 'NONE'))
    return { kind: 'ERROR', reason: 'Current configuration is recommended. Nothing to self-heal.' };
  const [pair] = [...replace];
  if (replace.size === 1 && pair !== undefined && !kinds.includes('FULL'))
    return {
      kind: 'ONE_NODE',
      from: pair[0],
      to: pair[1],
      subsystems: RING_SUBSYSTEMS.filter((s) => verdicts[s].kind === 'ONE_NODE'),
      verdicts,
    };
  // YDB drops only identical subsystems from the target; one NONE for "all nodes good" still moves.
  const targets: Partial<Record<Subsystem, readonly RingGroup[]>> = {};
  for (const s of RING_SUBSYSTEMS) {
    const v = verdicts[s];
    if (v.kind === 'NONE' && v.why === 'recommended') continue;
    const off = adjustActorIdOffset(s, input.current[s], rec.targets[s]);
    if (!off.ok) return { kind: 'ERROR', reason: off.reason };
    targets[s] =
      off.offset === 0 ? rec.targets[s] : rec.targets[s].map((g) => ({ ...g, actorIdOffset: off.offset }));
  }
  return { kind: 'FULL', targets, verdicts };
}
