/**
 * Hive after the last heal (ydb/core/mind/hive: a tablet that dies is booted again). The planned
 * workload boots every suspect tablet once after the heal (workload.ts); when that instance stops
 * anyway, Hive boots it again, with the next suggested generation (hive-generations.ts), so it never
 * re-proposes a generation an earlier attempt left on some replicas without a Cleanup. A post-heal
 * boot can still fail (a race with leftovers of the faults) while no leader lives. The SchemeShard
 * boots without a suggestion (as a Bootstrapper's tablet): a candidate that promoted itself without
 * a lock and lost its update to a partition leaves its generation on a minority of replicas, the
 * next one proposes that same generation, wins the majority, and its guardian demotes it on seeing
 * the other leader; the reboot after that locks a higher generation. A leader whose node went down
 * is dead to Hive (hive_impl.cpp: on TEvNodeDisconnected it runs CreateDisconnectNode) although no
 * `tablet.stopped` is traced for it. A tablet that keeps dying is left dead. A tablet that died
 * while faults were active and was not elected again (its log's group lost quorum under it, so it
 * stopped on a BlobStorage ERROR without its own node being hit) is booted at the heal: Hive would
 * have kept booting it all along (hive_impl.cpp restarts a dead tablet), and only the heal lets a
 * boot succeed. In bridge mode Hive runs in the primary pile and sees a failed-over pile's nodes
 * disconnect (hive_impl.cpp, TEvNodeDisconnected): once a failover after the heal commits, the
 * leaders there are dead to it, and every run tablet with no live leader is booted again in the
 * kept pile, including tablets whose boots were handed to the lost pile and never started.
 */
import type { Us } from '../kernel/actor.ts';
import type { ClusterTimedCommand as TimedCommand } from '../cluster.ts';
import type { NodeId, Topology } from '../model/topology/types.ts';
import { bridgeCommitOf } from '../folds/bridge.ts';
import type { ClusterStateView } from '../subsystems/distconf/bridge/events.ts';
import type { TraceEvent } from '../subsystems/unions.ts';
import { actorKey } from '../subsystems/actor-id.ts';
import { Chooser, STREAM } from './random.ts';
import { SCHEMESHARD_ID } from './workload.ts';
import { HiveGenerations } from './hive-generations.ts';

/** Hive's delay before booting a dead tablet again. */
export const HIVE_REBOOT_US: Us = 100_000;
/** Reboots per tablet after the heal: a tablet that keeps dying is left dead (and shows as such). */
export const HIVE_MAX_REBOOTS = 3;
/** A leader's stop on a BlobStorage ERROR for its log (tabletlogOp.ts). */
const BLOBSTORAGE_ERROR = 'blobstorage-error';

/** Bridge mode: the piles in `bridge.committed`'s order and their nodes, and the run's tablets. */
export interface HiveBridge {
  readonly piles: readonly { readonly id: string; readonly nodes: readonly NodeId[] }[];
  readonly tablets: readonly string[];
}

/** The Hive's view of a bridge topology: its piles' nodes, and the run's tablets. */
export function hiveBridge(topology: Topology, tablets: readonly string[]): HiveBridge {
  return {
    piles: topology.piles.map((p) => ({
      id: p.id,
      nodes: topology.nodes.filter((n) => n.pile === p.id).map((n) => n.id),
    })),
    tablets,
  };
}

export class PostHealHive {
  /** Per tablet, its live leader: the actor last elected, until it stops. */
  private readonly leader = new Map<string, { key: string; node: NodeId }>();
  private readonly rebooted = new Map<string, number>();
  /** Tablets whose leader stopped before the heal with no leader elected since (booted at the heal). */
  private readonly deadBeforeHeal = new Set<string>();
  private healed = false;
  /** Bridge mode: the last committed state's pile states. */
  private perPile: readonly string[] = [];
  private readonly chooser: Chooser;
  private due: TimedCommand[] = [];

  constructor(
    private readonly fromUs: Us,
    private readonly nodes: readonly NodeId[],
    seed: number,
    /** Hive's KnownGeneration per tablet after the planned boots: each reboot suggests the next. */
    private readonly generations: HiveGenerations = new HiveGenerations(),
    private readonly bridge?: HiveBridge,
  ) {
    this.chooser = new Chooser(seed, STREAM.hive);
  }

  observe(e: TraceEvent): void {
    if (!this.healed && e.t >= this.fromUs) this.heal(e.t);
    if (e.kind === 'leader.elected') {
      this.deadBeforeHeal.delete(e.tabletId);
      this.leader.set(e.tabletId, { key: actorKey(e.actor), node: e.actor.node });
      this.generations.adopt(e.tabletId, e.generation);
    }
    if (e.kind === 'node.down') this.forgetLeadersOn(e.target);
    const commit = bridgeCommitOf(e);
    if (commit) this.committed(commit, e.t);
    if (e.kind !== 'tablet.stopped') return;
    const wasLeader = this.leader.get(e.tabletId)?.key === actorKey(e.actor);
    if (wasLeader) this.leader.delete(e.tabletId);
    // A death the plan's post-heal boots do not foresee (they boot tablets whose node the faults hit)
    if (e.t < this.fromUs && wasLeader && e.reason === BLOBSTORAGE_ERROR) this.deadBeforeHeal.add(e.tabletId);
    // Hive keeps one instance running: a stop while a leader lives (an instance that lost the race
    // to it, or a leader a newer one demoted through the replicas) needs nothing.
    if (e.t < this.fromUs || e.reason === 'demoted-by-statestorage' || this.leader.has(e.tabletId)) return;
    this.reboot(e.tabletId, e.t + HIVE_REBOOT_US);
  }

  /** The heal: every tablet that died under the faults and has no leader is booted again. */
  private heal(t: Us): void {
    this.healed = true;
    for (const tabletId of [...this.deadBeforeHeal].sort()) this.reboot(tabletId, t + HIVE_REBOOT_US);
    this.deadBeforeHeal.clear();
  }

  private reboot(tabletId: string, atUs: Us): void {
    const n = this.rebooted.get(tabletId) ?? 0;
    if (n >= HIVE_MAX_REBOOTS) return;
    this.rebooted.set(tabletId, n + 1);
    const node = this.chooser.pick(this.nodes);
    this.due.push({
      atUs,
      command:
        tabletId === SCHEMESHARD_ID
          ? { kind: 'schemeshard.boot', node, tabletId }
          : { kind: 'tablet.boot', node, tabletId, generation: this.generations.start(tabletId) },
    });
  }

  /**
   * A cluster state committed: once after the heal it gives a pile up (a failover: DISCONNECTED),
   * that pile's leaders are gone. When the pile Hive boots in (`nodes`) is the one given up, nothing
   * here can start; the operator switches back to it and boots every tablet there (operator.ts).
   */
  private committed(state: ClusterStateView, t: Us): void {
    if (!this.bridge) return;
    const before = this.perPile;
    this.perPile = state.perPile;
    if (t < this.fromUs) return;
    const lost = new Set<NodeId>();
    this.bridge.piles.forEach((p, i) => {
      if (state.perPile[i] === 'DISCONNECTED' && before[i] !== 'DISCONNECTED')
        for (const n of p.nodes) lost.add(n);
    });
    if (lost.size === 0 || this.nodes.some((n) => lost.has(n))) return;
    for (const n of lost) this.forgetLeadersOn(n);
    for (const tabletId of this.bridge.tablets)
      if (!this.leader.has(tabletId)) this.reboot(tabletId, t + HIVE_REBOOT_US);
  }

  private forgetLeadersOn(node: NodeId): void {
    for (const [tabletId, l] of this.leader) if (l.node === node) this.leader.delete(tabletId);
  }

  /** Boots decided since the last call (the runner schedules them). */
  take(): TimedCommand[] {
    const out = this.due;
    this.due = [];
    return out;
  }
}
