/**
 * A failing chaos run as a scenario file: the preset, the seed, the latency without jitter (as the
 * runner has it) and every command the run scheduled, in the order it scheduled them (Hive's reboots
 * last, as they were), so the file's trace hash is the run's. `replayChaos` runs such a file with
 * the chaos checkers, which is how shrink.ts judges a smaller file; the file's `chaos` field carries
 * what the trace does not and an oracle needs (replay-checkers.ts).
 */
import type { Us } from '../kernel/actor.ts';
import { isFaultCommand } from '../kernel/faults.ts';
import { createClusterSimulation } from '../cluster.ts';
import type { CheckerFactory } from '../invariants/types.ts';
import { parseScenario } from '../scenario/load.ts';
import type { Scenario } from '../scenario/load.ts';
import { isDoStep, type DoStep, type ScenarioFile } from '../scenario/schema.ts';
import type { SubsystemDescriptor } from '../subsystems/descriptor.ts';
import type { TraceEvent } from '../subsystems/unions.ts';
import { chaosReplayCheckers } from './replay-checkers.ts';
import { MAX_SHARED_VIOLATION_NODES } from '../limits.ts';
import type { ChaosResult } from './runner.ts';

export interface ReproViolation {
  readonly invariant: string;
  readonly message: string;
  readonly tUs: Us;
  /** The node of the event that broke it and the nodes its message names (n3 → 3), at most 16. */
  readonly nodes: readonly number[];
}

/** Nodes a violation concerns: the event's own node (0 is the scheduler) and those its message names. */
export function violationNodes(eventNode: number, message: string): number[] {
  const named = [...message.matchAll(/\bn(\d{1,6})\b/g)].map((m) => Number(m[1]));
  const all = [...(eventNode > 0 ? [eventNode] : []), ...named];
  return [...new Set(all)].slice(0, MAX_SHARED_VIOLATION_NODES);
}

/** The run as a scenario file (`sim run FILE` and the page's import run it). */
export function chaosScenario(r: ChaosResult, jitter = false): ScenarioFile {
  const first = r.violations[0];
  return {
    name: `chaos-${r.preset}-${r.mode}-seed-${r.seed}`,
    description: `${r.reproduce}${first ? ` — ${first.invariant} at ${(first.tUs / 1e6).toFixed(3)} s: ${first.message}` : ''}`,
    preset: r.preset,
    seed: r.seed,
    host: 'inprocess',
    durationMs: r.ranUntilUs / 1000,
    ...(jitter ? {} : { latency: { jitterFraction: 0 } }),
    steps: r.commands.map((c): DoStep => ({ at: c.atUs / 1000, do: c.command as DoStep['do'] })),
    // what chaos.available-after-heal needs and the trace does not carry (replay-checkers.ts)
    ...(r.availableAfterUs !== undefined ? { chaos: { availableAfterMs: r.availableAfterUs / 1000 } } : {}),
  };
}

/** Size of a scenario for the report: faults, other commands, virtual duration. */
export interface ScenarioSize {
  readonly faults: number;
  readonly workload: number;
  readonly durationMs: number;
}

export function scenarioSize(f: ScenarioFile): ScenarioSize {
  const steps = f.steps.filter(isDoStep);
  const faults = steps.filter((s) => isFaultCommand(s.do)).length;
  return { faults, workload: steps.length - faults, durationMs: f.durationMs ?? 0 };
}

export const formatSize = (s: ScenarioSize) =>
  `${s.faults} fault(s), ${s.workload} workload operation(s), ${(s.durationMs / 1000).toFixed(3)} s`;

export interface ReplayOptions {
  readonly subsystems?: readonly SubsystemDescriptor[];
  /** Default the sweep's checkers for this file (replay-checkers.ts). */
  readonly checkers?: readonly CheckerFactory[];
  /** Trace events after which the replay stops (a shrunk file that hangs is no answer). */
  readonly maxEvents?: number;
}

const SLICE_US: Us = 1_000_000;

/** Runs a scenario file with the chaos checkers; its violations (first by time) and trace hash. */
export function replayChaos(
  file: ScenarioFile,
  o: ReplayOptions = {},
): { violations: ReproViolation[]; traceHash: string } {
  const p = parseScenario(file);
  if (!p.ok) throw new Error(`not a runnable scenario: ${p.errors.slice(0, 3).join('; ')}`);
  const sc = p.scenario;
  const sim = simulationOf(sc, o);
  const checkers = (o.checkers ?? chaosReplayCheckers(file)).map((f) => f(sim.options));
  const violations: ReproViolation[] = [];
  const push = (invariant: string, message: string, tUs: Us, node: number) =>
    violations.push({ invariant, message, tUs, nodes: violationNodes(node, message) });
  const observe = (e: TraceEvent) => {
    if (e.kind === 'node.crashed') push('chaos.no-crash', `n${e.target} crashed`, e.t, e.target);
    for (const c of checkers) for (const message of c.observe(e)) push(c.name, message, e.t, e.node);
  };
  const endUs = Math.round(sc.durationMs * 1000);
  const maxEvents = o.maxEvents ?? 2_000_000;
  let seen = 0;
  for (let t = SLICE_US; sim.now < endUs && seen <= maxEvents; t += SLICE_US) {
    sim.runUntilSync(Math.min(t, endUs));
    const events = sim.trace.events;
    for (let i = seen; i < events.length; i++) observe(events[i]!);
    seen = events.length;
  }
  for (const c of checkers)
    for (const message of c.finish?.(sim.now) ?? []) push(c.name, message, sim.now, 0);
  return { violations, traceHash: sim.hash() };
}

function simulationOf(sc: Scenario, o: Pick<ReplayOptions, 'subsystems'>) {
  const sim = createClusterSimulation({
    topology: sc.topology,
    config: sc.config,
    seed: sc.file.seed,
    traceMode: 'full',
    ...(sc.file.latency ? { latency: sc.file.latency } : {}),
    ...(o.subsystems ? { subsystems: o.subsystems } : {}),
  });
  for (const s of sc.file.steps) if (isDoStep(s)) sim.schedule(Math.round(s.at * 1000), s.do);
  return sim;
}

/**
 * The trace hash of a scenario file's run up to and including `atUs`, with the real subsystems:
 * what the page shows for a link that opens the file at that time (its run is the same run).
 */
export function traceHashAt(file: ScenarioFile, atUs: Us): string {
  const p = parseScenario(file);
  if (!p.ok) throw new Error(`not a runnable scenario: ${p.errors.slice(0, 3).join('; ')}`);
  const sim = simulationOf(p.scenario, {});
  sim.runUntilSync(atUs);
  return sim.hash();
}
