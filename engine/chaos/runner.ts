/**
 * Runs one chaos schedule: preset → tolerance → fault plan + workload (both from the seed) →
 * Simulation → trace streamed slice by slice into every checker → finish() → a drain without new
 * work → result. Besides the checkers' invariants the runner itself flags a node crash (an actor
 * threw), a node not back up at the end, a request that never finished (a protocol hang) and a
 * runaway run (more trace events than `maxEvents`: the wall-clock face of a hang).
 */
import type { CheckerFactory, InvariantChecker } from '../invariants/types.ts';
import { clusterStatusFold, nodeHealth } from '../folds/clusterStatus.ts';
import { runFolds, startFold } from '../folds/fold.ts';
import { configTolerance } from '../model/quorum/tolerance.ts';
import type { Us } from '../kernel/actor.ts';
import { reconfigCommand } from './reconfig.ts';
import { createClusterSimulation, type ClusterTimedCommand } from '../cluster.ts';
import type { SubsystemDescriptor } from '../subsystems/descriptor.ts';
import type { TraceEvent } from '../subsystems/unions.ts';
import { loadPreset, type PresetInstance } from '../presets.ts';
import { failureBudget, type FailureBudget } from './budget.ts';
import { CHAOS_CHECKERS } from './checkers.ts';
import { availableAfterHealOracle } from './oracles.ts';
import { createPileSplitTracker } from './pile-split.ts';
import { OPERATOR_AFTER_HEAL_US, operatorRepair } from './operator.ts';
import { generateFaults } from './faults.ts';
import { hiveBridge, PostHealHive } from './hive.ts';
import { HiveGenerations } from './hive-generations.ts';
import { PendingOps } from './pending.ts';
import { emptyStats, observeStats, type RunStats } from './stats.ts';
import { DEFAULT_TIMING, type ChaosMode, type ChaosTiming, type FaultPlan } from './types.ts';
import { generateWorkload, SCHEMESHARD_ID } from './workload.ts';
import { generateBridgeCommands } from './bridge-workload.ts';
import { generateBlobWrites, generateDiskFaults, withDiskFaults } from './disk-faults.ts';

export const DEFAULT_CHAOS_PRESET = 'single-dc-8-racks';

export interface ChaosOptions {
  readonly seed: number;
  /** Default `within`. */
  readonly mode?: ChaosMode;
  /** Default single-dc-8-racks. */
  readonly preset?: string;
  readonly timing?: Partial<ChaosTiming>;
  /** Default CHAOS_CHECKERS (registered invariants + the harness's oracles). */
  readonly checkers?: readonly CheckerFactory[];
  /** Loss bursts as the runtime's silent net.loss (outside the fault hypothesis; episodes.ts). */
  readonly rawLoss?: boolean;
  /**
   * Keep the runtime's latency jitter (±10 %). Off by default: with jitter two messages from one
   * actor to another can overtake each other (engine/kernel/latency.ts samples each send on its own),
   * which YDB never does — a mailbox is FIFO and an interconnect session is one ordered stream — and
   * actors written like YDB's rely on that order (see the chaos report, seed 1008 beyond).
   */
  readonly jitter?: boolean;
  /** Also draw one-way cuts and message duplication (faults.ts). */
  readonly extraFaults?: boolean;
  /** Add 1–3 fault episodes in the last seconds of the run (faults.ts LATE_US). */
  readonly late?: boolean;
  /**
   * Also move every subsystem to a new ring group (each ring's replicas in reverse order: the same
   * racks, so the same tolerance) in distconf's four steps from the first fault on (reconfig.ts).
   */
  readonly reconfig?: boolean;
  /**
   * Bridge presets: also run `ydb admin cluster bridge` commands — switchovers, failovers, takedowns,
   * rejoins and refused ones — among the faults (bridge-workload.ts).
   */
  readonly bridge?: boolean;
  /** Trace events after which the run is stopped as a runaway. Default 2 000 000. */
  readonly maxEvents?: number;
  /** The subsystems to run (default all): a test plants a bug by passing a broken one. */
  readonly subsystems?: readonly SubsystemDescriptor[];
}

interface ChaosViolation {
  readonly invariant: string;
  readonly message: string;
  readonly tUs: Us;
}

export interface ChaosResult {
  readonly seed: number;
  readonly mode: ChaosMode;
  readonly preset: string;
  readonly timing: ChaosTiming;
  readonly faults: FaultPlan;
  readonly workloadCommands: number;
  readonly violations: readonly ChaosViolation[];
  readonly stats: RunStats;
  /** op.failed / op.timeout while faults were active (first fault .. heal + recoverUs). */
  readonly faultFailures: { readonly failed: number; readonly timeout: number };
  /** Request-like operations started before the end and still open after the drain, per op. */
  readonly unfinished: Record<string, number>;
  readonly endUs: Us;
  /** Every command the run scheduled, in order (Hive's reboots too), and where the drain ended: a scenario (repro.ts). */
  readonly commands: readonly ClusterTimedCommand[];
  readonly ranUntilUs: Us;
  readonly traceHash: string;
  readonly eventCount: number;
  /**
   * From when chaos.available-after-heal held the run to every tablet request succeeding (the last
   * heal plus recoverUs, or the operator's rejoin plus recoverUs when it repaired a pile split);
   * absent when it did not (beyond-crash, or checkers of the caller's own).
   */
  readonly availableAfterUs?: Us;
  /** One line that reruns this schedule. */
  readonly reproduce: string;
}

const SLICE_US: Us = 1_000_000;
/**
 * After the checked run, time for operations still in flight to end: longer than the longest
 * protocol timeout chain (StateStorage requests 30 s; a schema-change client 3 × 10 s).
 */
const DRAIN_US: Us = 35_000_000;

/** configTolerance walks every distinct ring set (~100 ms on single-dc-8-racks): once per preset. */
const presets = new Map<string, { instance: PresetInstance; budget: FailureBudget }>();
function preparedPreset(name: string): { instance: PresetInstance; budget: FailureBudget } {
  let p = presets.get(name);
  if (!p) {
    const instance = loadPreset(name);
    p = {
      instance,
      budget: failureBudget(instance.topology, configTolerance(instance.topology, instance.config)),
    };
    presets.set(name, p);
  }
  return p;
}

export function reproduceCommand(o: ChaosOptions): string {
  const flags = [
    o.rawLoss && ' --raw-loss',
    o.jitter && ' --jitter',
    o.extraFaults && ' --extra-faults',
    o.late && ' --late',
    o.bridge && ' --bridge',
  ]
    .filter(Boolean)
    .join('');
  const endUs = o.timing?.endUs ?? DEFAULT_TIMING.endUs;
  const duration = endUs !== DEFAULT_TIMING.endUs ? ` --duration ${endUs / 1e6}` : '';
  return `npm run -s sim -- chaos --seed ${o.seed} --mode ${o.mode ?? 'within'} --preset ${o.preset ?? DEFAULT_CHAOS_PRESET}${flags}${duration}`;
}

export function runChaos(o: ChaosOptions): ChaosResult {
  const mode = o.mode ?? 'within';
  const presetName = o.preset ?? DEFAULT_CHAOS_PRESET;
  const timing: ChaosTiming = { ...DEFAULT_TIMING, ...o.timing };
  const { instance, budget } = preparedPreset(presetName);
  const { topology, config } = instance;
  const nodes = topology.nodes.map((n) => n.id);
  // Bridge mode: Hive starts tablets only in the primary pile (the first one; with `bridge`, the plan
  // makes it primary again before the heal), as a Bootstrapper elsewhere does not start them
  // (statestorage/bridge-boot.ts hands such a boot to a node of the primary pile).
  const primaryPile = topology.piles[0]?.id;
  const tabletNodes =
    primaryPile === undefined ? nodes : topology.nodes.filter((n) => n.pile === primaryPile).map((n) => n.id);
  const classic = generateFaults(o.seed, mode, budget, nodes, timing, {
    rawLoss: o.rawLoss ?? false,
    extraFaults: o.extraFaults ?? false,
    late: o.late ?? false,
  });
  // With `bridge`, lost drives join the faults and blob writes the workload (disk-faults.ts).
  const faults = o.bridge
    ? withDiskFaults(classic, generateDiskFaults(o.seed, mode, topology, timing))
    : classic;
  // Late episodes heal after faultEndUs: availability and the fault window run from their heal.
  const healedUs = faults.episodes.reduce((m, e) => Math.max(m, e.endUs), timing.faultEndUs);
  const bridge = o.bridge ? generateBridgeCommands(o.seed, topology, faults, timing) : undefined;
  // a switchover stops every tablet of the old primary pile: after the heal Hive boots them all
  const workload = generateWorkload(o.seed, nodes, faults, timing, tabletNodes, bridge !== undefined);

  const sim = createClusterSimulation({
    topology,
    config,
    seed: o.seed,
    traceMode: 'full',
    ...(o.jitter ? {} : { latency: { jitterFraction: 0 } }),
    ...(o.subsystems ? { subsystems: o.subsystems } : {}),
  });
  const writes = bridge ? generateBlobWrites(o.seed, topology, timing) : [];
  for (const c of [...workload.commands, ...faults.commands, ...(bridge?.commands ?? []), ...writes])
    sim.schedule(c.atUs, c.command);
  if (o.reconfig) sim.schedule(timing.faultStartUs, reconfigCommand(config));
  const checkers: InvariantChecker[] = (o.checkers ?? CHAOS_CHECKERS).map((f) => f(sim.options));
  // Availability after the heal holds when state loss stayed within tolerance (not beyond-crash).
  let availableAfterUs = !o.checkers && mode !== 'beyond-crash' ? healedUs + timing.recoverUs : undefined;
  const availability =
    availableAfterUs !== undefined ? availableAfterHealOracle(availableAfterUs) : undefined;
  if (availability) checkers.push(availability);
  const violations: ChaosViolation[] = [];
  const violate = (invariant: string, messages: readonly string[], tUs: Us) => {
    for (const message of messages) violations.push({ invariant, message, tUs });
  };
  const stats = emptyStats();
  const faultFailures = { failed: 0, timeout: 0 };
  const windowStart = faults.episodes[0]?.startUs ?? timing.faultStartUs;
  const windowEnd = healedUs + timing.recoverUs;
  const pending = new PendingOps();
  const cluster = startFold(clusterStatusFold, instance);
  const hive = new PostHealHive(
    healedUs,
    tabletNodes,
    o.seed,
    new HiveGenerations(workload.generations),
    bridge && hiveBridge(topology, [...workload.tablets, SCHEMESHARD_ID]),
  );
  const piles = createPileSplitTracker();
  const observe = (e: TraceEvent) => {
    observeStats(stats, e);
    piles.observe(e);
    hive.observe(e);
    pending.observe(e);
    if ((e.kind === 'op.failed' || e.kind === 'op.timeout') && e.t >= windowStart && e.t < windowEnd) {
      if (e.kind === 'op.failed') faultFailures.failed++;
      else faultFailures.timeout++;
    }
    if (e.kind === 'node.crashed') violate('chaos.no-crash', [`n${e.target} crashed: ${e.error}`], e.t);
    if (e.kind === 'invariant.violated') violate(e.invariant, [e.message], e.t);
    for (const c of checkers) {
      try {
        violate(c.name, c.observe(e), e.t);
      } catch (err) {
        violate(c.name, [`checker threw: ${(err as Error).message}`], e.t);
      }
    }
  };

  const maxEvents = o.maxEvents ?? 2_000_000;
  let seen = 0;
  /** Runs to `untilUs` and feeds the new events; false (and a violation) on a runaway. */
  const step = (untilUs: Us, feed: (e: TraceEvent) => void): boolean => {
    sim.runUntilSync(untilUs);
    const events = sim.trace.events;
    runFolds([cluster], events.slice(seen), feed);
    seen = events.length;
    if (seen <= maxEvents) return true;
    violate(
      'chaos.terminates',
      [`runaway: ${seen} trace events by ${untilUs / 1e6} s (limit ${maxEvents})`],
      untilUs,
    );
    return false;
  };
  let alive = true;
  let operated = false;
  for (let t = SLICE_US; alive && sim.now < timing.endUs; t += SLICE_US) {
    alive = step(Math.min(t, timing.endUs), observe);
    for (const c of hive.take()) sim.schedule(c.atUs, c.command);
    // Piles still split after the heal: the operator fails one over and rejoins it (operator.ts),
    // once; requests are judged again from when that had time to settle.
    if (o.bridge && !operated && piles.sides && sim.now >= healedUs + OPERATOR_AFTER_HEAL_US) {
      operated = true;
      const repair = operatorRepair(piles.sides, topology, sim.now, primaryPile, workload.commands);
      for (const c of repair.commands) sim.schedule(c.atUs, c.command);
      stats.operatorFailovers++;
      const settledUs = repair.doneUs + timing.recoverUs;
      availability?.defer(settledUs);
      if (availableAfterUs !== undefined) availableAfterUs = Math.max(availableAfterUs, settledUs);
    }
  }
  const endUs = sim.now;
  // The end-of-run claims are convergence (a subscriber caught up), held only on a quiet cluster.
  for (const c of checkers) violate(c.name, c.finish?.(endUs) ?? [], endUs);
  // Drain: no new work; every request-like operation must end within its protocol's timeouts.
  const drain = (e: TraceEvent) => {
    pending.observe(e);
    if (e.kind === 'node.crashed') violate('chaos.no-crash', [`n${e.target} crashed: ${e.error}`], e.t);
  };
  for (let t = endUs + 5 * SLICE_US; alive && sim.now < endUs + DRAIN_US; t += 5 * SLICE_US)
    alive = step(Math.min(t, endUs + DRAIN_US), drain);
  const unfinished = pending.unfinished(endUs);
  const open = Object.entries(unfinished).map(([op, n]) => `${op} ×${n}`);
  if (alive && open.length > 0)
    violate('chaos.ops-finish', [`started before the end, never finished: ${open.join(', ')}`], sim.now);
  const notUp = nodes.filter((n) => nodeHealth(cluster.state, n) !== 'up');
  if (notUp.length > 0) violate('chaos.healed', [`nodes not up at the end: ${notUp.join(', ')}`], sim.now);

  return {
    seed: o.seed,
    mode,
    preset: presetName,
    timing,
    faults,
    workloadCommands: workload.commands.length,
    violations,
    stats,
    faultFailures,
    unfinished,
    endUs,
    commands: sim.export().commands,
    ranUntilUs: sim.now,
    traceHash: sim.hash(),
    eventCount: sim.trace.count,
    reproduce: reproduceCommand(o),
    ...(availableAfterUs !== undefined ? { availableAfterUs } : {}),
  };
}
