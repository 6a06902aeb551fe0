/**
 * Runs a scenario: builds the Simulation, schedules every command, runs in segments to each
 * expectation time, streams the trace (per scheduler round) into the expectations, the invariant
 * checkers and the message counter, and returns a typed, deterministic result.
 *
 * Verdicts (`expect.met` / `expect.failed`, `invariant.violated`) are appended to the trace's event
 * list as annotations for the UI and exports, but not folded into the hash: the hash stays the
 * simulation's own, so replaying the command log (traceio.replayTrace) reproduces it.
 */
import { INVARIANT_FACTORIES, type CheckerFactory, type InvariantChecker } from '../invariants/index.ts';
import type { Us } from '../kernel/actor.ts';
import type { Host } from '../kernel/host.ts';
import type { TraceMode } from '../kernel/recorder.ts';
import { keptEventsLimitMessage, LimitExceededError, MAX_KEPT_EVENTS } from '../limits.ts';
import type { ClusterTraceListener as TraceListener } from '../cluster.ts';
import { createClusterSimulation, type ClusterSimulation as Simulation } from '../cluster.ts';
import type { TraceEvent } from '../subsystems/unions.ts';
import { clusterStatusFold, nodeHealth } from '../folds/clusterStatus.ts';
import { runFolds, startFold } from '../folds/fold.ts';
import { observersFold, type Violation } from '../folds/observers.ts';
import { MessageCounter, type MessageCounts } from './counts.ts';
import { evidence, type Evidence } from './evidence.ts';
import { createEvaluator, describeExpectation, type EvalContext, type Evaluator } from './expectations.ts';
import type { Scenario } from './load.ts';
import { reserveCommands } from '../model/topology/membership.ts';
import { isDoStep, type Expectation } from './schema.ts';

export interface RunOptions {
  /** Default: a new in-process host. */
  readonly host?: Host;
  /** Overrides the file's seed. */
  readonly seed?: number;
  /** Default: every registered checker (engine/invariants/index.ts). */
  readonly checkers?: readonly CheckerFactory[];
  /** Also receives every trace batch (e.g. the UI animating a run). */
  readonly onTrace?: TraceListener;
  /**
   * Default `full`: the result's `sim` keeps every event (tests, exports). `stream` keeps none:
   * each round's events reach the checkers and `onTrace`, then go, so memory stays flat.
   */
  readonly traceMode?: Exclude<TraceMode, 'hash'>;
  /** Events a full-mode run may keep (default MAX_KEPT_EVENTS); beyond it the run stops. */
  readonly maxKeptEvents?: number;
}

interface ExpectationResult {
  /** Index of the step in the file. */
  readonly step: number;
  readonly kind: Expectation['expect'];
  readonly label: string;
  /** The step's `note`, if any. */
  readonly note?: string;
  readonly atMs: number;
  readonly byMs?: number;
  readonly ok: boolean;
  readonly detail: string;
  /** `detail` as a code and values (evidence.ts), for the page to say in its language. */
  readonly evidence: Evidence;
  /** When it was (last) evaluated: `at`, the moment a `by` window was met, or its end. */
  readonly checkedAtMs: number;
}

export interface ScenarioResult {
  readonly name: string;
  readonly seed: number;
  readonly host: Host['kind'];
  readonly ok: boolean;
  readonly expectations: readonly ExpectationResult[];
  readonly violations: readonly Violation[];
  readonly invariants: readonly string[];
  readonly messages: MessageCounts;
  readonly durationMs: number;
  readonly traceHash: string;
  readonly eventCount: number;
  readonly warnings: readonly string[];
  /** The simulation, still alive: callers may export its trace, then dispose it. */
  readonly sim: Simulation;
}

interface Pending {
  readonly step: number;
  readonly x: Expectation;
  readonly ev: Evaluator;
  readonly atUs: Us;
  readonly byUs: Us | null;
}

const toUs = (ms: number): Us => Math.round(ms * 1000);

/** The run as a generator of "run until" times, so one body drives sync and async hosts. */
function* plan(
  sc: Scenario,
  sim: Simulation,
  opts: RunOptions,
  seed: number,
): Generator<Us, ScenarioResult, void> {
  const observers = startFold(observersFold, sim.options);
  const cluster = startFold(clusterStatusFold, sim.options);
  const state = observers.state;
  const counter = new MessageCounter();
  const checkers: InvariantChecker[] = (opts.checkers ?? INVARIANT_FACTORIES).map((f) => f(sim.options));
  const results: ExpectationResult[] = [];
  const own = new WeakSet<TraceEvent>();
  const ctx: EvalContext = {
    state,
    status: (n) => nodeHealth(cluster.state, n),
    config: sc.config,
    nodes: sc.topology.nodes.map((n) => n.id),
  };
  const annotate = (e: TraceEvent) => {
    own.add(e);
    sim.trace.annotate(e);
  };
  const violate = (invariant: string, messages: readonly string[], t: Us) => {
    for (const message of messages) {
      const e: TraceEvent = { kind: 'invariant.violated', t, node: 0, invariant, message };
      annotate(e);
      observersFold.step(state, e);
    }
  };
  const settle = (p: Pending, ok: boolean, detail: string, ev: Evidence) => {
    const label = describeExpectation(p.x);
    results.push({
      step: p.step,
      kind: p.x.expect,
      label,
      ...(p.x.note !== undefined ? { note: p.x.note } : {}),
      atMs: p.x.at,
      ...(p.x.by !== undefined ? { byMs: p.x.by } : {}),
      ok,
      detail,
      evidence: ev,
      checkedAtMs: sim.now / 1000,
    });
    annotate({ kind: ok ? 'expect.met' : 'expect.failed', t: sim.now, node: 0, expect: label, detail });
  };

  const pending: Pending[] = [];
  for (const c of reserveCommands(sc.topology)) sim.schedule(0, c);
  sc.file.steps.forEach((s, step) => {
    if (isDoStep(s)) sim.schedule(toUs(s.at), s.do);
    else
      pending.push({
        step,
        x: s,
        ev: createEvaluator(s, sc.config, sc.topology),
        atUs: toUs(s.at),
        byUs: s.by === undefined ? null : toUs(s.by),
      });
  });
  let active: Pending[] = [];

  const maxKept = opts.maxKeptEvents ?? MAX_KEPT_EVENTS;
  const listener: TraceListener = (events, nowUs) => {
    if (sim.trace.kept > maxKept) throw new LimitExceededError(keptEventsLimitMessage(nowUs / 1000, maxKept));
    let statusChanged = false;
    const fresh = events.filter((e) => !own.has(e));
    runFolds([observers, cluster], fresh, (e) => {
      if (e.kind === 'node.down' || e.kind === 'node.up' || e.kind === 'node.crashed') statusChanged = true;
      counter.observe(e);
      for (const p of pending) p.ev.observe(e);
      for (const c of checkers) {
        try {
          violate(c.name, c.observe(e), e.t);
        } catch (err) {
          violate(c.name, [`checker threw: ${(err as Error).message}`], e.t);
        }
      }
    });
    active = active.filter((p) => {
      if (p.ev.statusOnly && !statusChanged) return true;
      const v = p.ev.check(ctx);
      if (v.ok) settle(p, true, v.detail, v.evidence);
      return !v.ok;
    });
    opts.onTrace?.(events, nowUs);
  };
  const unsubscribe = sim.trace.subscribe(listener);

  const endUs = toUs(sc.durationMs);
  const times = [
    ...new Set([...pending.flatMap((p) => (p.byUs === null ? [p.atUs] : [p.atUs, p.byUs])), endUs]),
  ].sort((a, b) => a - b);
  for (const t of times) {
    yield t;
    sim.trace.flush(sim.now);
    for (const p of pending) {
      if (p.atUs === t && p.byUs === null) {
        const v = p.ev.check(ctx);
        settle(p, v.ok, v.detail, v.evidence);
      } else if (p.atUs === t) active.push(p);
    }
    active = active.filter((p) => {
      const v = p.ev.check(ctx);
      if (v.ok) settle(p, true, v.detail, v.evidence);
      else if (p.byUs === t)
        settle(p, false, `not by ${p.x.by} ms: ${v.detail}`, {
          ...evidence('not-by', { by: p.x.by ?? 0 }),
          inner: v.evidence,
        });
      return !v.ok && p.byUs !== t;
    });
  }
  for (const c of checkers) violate(c.name, c.finish?.(sim.now) ?? [], sim.now);
  unsubscribe();
  // violations a `violation` expectation names are the point of the run; any other still fails it
  const expected = new Set(pending.flatMap((p) => (p.x.expect === 'violation' ? [p.x.invariant] : [])));
  results.sort((a, b) => a.step - b.step);
  return {
    name: sc.file.name,
    seed,
    host: sim.host.kind,
    ok: results.every((r) => r.ok) && state.violations.every((v) => expected.has(v.invariant)),
    expectations: results,
    violations: state.violations,
    invariants: checkers.map((c) => c.name),
    messages: counter.result(),
    durationMs: sim.now / 1000,
    traceHash: sim.hash(),
    eventCount: sim.trace.count,
    warnings: sc.warnings,
    sim,
  };
}

function simulationFor(sc: Scenario, opts: RunOptions): { sim: Simulation; seed: number } {
  const seed = opts.seed ?? sc.file.seed;
  const f = sc.file;
  const sim = createClusterSimulation({
    topology: sc.topology,
    config: sc.config,
    seed,
    ...(f.latency ? { latency: f.latency } : {}),
    ...(f.disconnectDetectUs !== undefined ? { disconnectDetectUs: f.disconnectDetectUs } : {}),
    ...(opts.host ? { host: opts.host } : {}),
    traceMode: opts.traceMode ?? 'full',
  });
  return { sim, seed };
}

/** Runs on any host (worker hosts are asynchronous). */
export async function runScenario(sc: Scenario, opts: RunOptions = {}): Promise<ScenarioResult> {
  const { sim, seed } = simulationFor(sc, opts);
  const g = plan(sc, sim, opts, seed);
  for (let r = g.next(); ; r = g.next()) {
    if (r.done) return r.value;
    await sim.runUntil(r.value);
  }
}

/** Runs synchronously on an in-process host (tests, the UI's fast path). */
export function runScenarioSync(sc: Scenario, opts: RunOptions = {}): ScenarioResult {
  const { sim, seed } = simulationFor(sc, opts);
  const g = plan(sc, sim, opts, seed);
  for (let r = g.next(); ; r = g.next()) {
    if (r.done) return r.value;
    sim.runUntilSync(r.value);
  }
}
