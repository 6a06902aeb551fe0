/**
 * Regressions on a stale resolve: the statestorage-is-a-cache scenario resolves a stale leader after
 * the heal (chaos seed 67 beyond did, until tablets wrote their log through the static group: a
 * partition leaves the group's quorum on one side only, and no seed of 1..450 on single-dc-8-racks or
 * 1..150 on mirror-3-dc beyond resolves a stale leader since). Its real trace passes every safety
 * invariant; the same trace with one protection taken out (the effect it would have had, spliced in)
 * makes the matching invariant fire.
 */
import { describe, expect, it } from 'vitest';
import { createClusterSimulation } from '../../../cluster.ts';
import { parseScenario } from '../../../scenario/load.ts';
import { isDoStep } from '../../../scenario/schema.ts';
import type { TraceEvent } from '../../unions.ts';
import cacheScenario from '../../../../public/scenarios/statestorage-is-a-cache.json';
import { statestorageCheckers } from './statestorage.ts';
import { createStaleResolveTracker, type StaleResolve } from './statestorage-stale.ts';

function run(): TraceEvent[] {
  const p = parseScenario(cacheScenario);
  if (!p.ok) throw new Error(p.errors.join('\n'));
  const sc = p.scenario;
  const sim = createClusterSimulation({ topology: sc.topology, config: sc.config, seed: sc.file.seed });
  for (const st of sc.file.steps) if (isDoStep(st)) sim.schedule(st.at * 1000, st.do);
  sim.runUntilSync((sc.file.durationMs ?? 12_000) * 1000);
  return [...sim.trace.events];
}

const events = run();
const tracker = createStaleResolveTracker();
const stale: StaleResolve[] = events.flatMap((e) => tracker.observe(e) ?? []);

const violations = (trace: readonly TraceEvent[]) => {
  const checkers = statestorageCheckers.map((f) => f(undefined as never));
  return trace.flatMap((e) => checkers.flatMap((c) => c.observe(e).map((m) => `${c.name}: ${m}`)));
};
/** The trace with `extra` inserted right after the event at index `i`. */
const splice = (i: number, extra: TraceEvent): TraceEvent[] => [
  ...events.slice(0, i + 1),
  extra,
  ...events.slice(i + 1),
];
const lastIndex = (p: (e: TraceEvent) => boolean) => {
  for (let i = events.length - 1; i >= 0; i--) if (p(events[i]!)) return i;
  return -1;
};

describe('StateStorage safety on a stale resolve (statestorage-is-a-cache)', () => {
  it('resolves a stale leader (counted) yet breaks no safety invariant', () => {
    expect(stale.length).toBeGreaterThan(0);
    expect(stale[0]!.generation).toBeLessThan(stale[0]!.acknowledged);
    expect(violations(events)).toEqual([]);
  });

  it('without BlobStorage fencing the stale leader would serve: no-stale-service fires', () => {
    const s = stale[0]!;
    const i = events.findIndex((e) => e.t >= s.t && e.kind === 'tablet.resolved' && e.node === s.node);
    // a client on that node starts a request right then, and the stale leader's commit goes through
    const client = { node: s.node, name: 'stale-client' };
    const req: TraceEvent = {
      kind: 'op.started',
      t: s.t,
      node: s.node,
      subsystem: 'statestorage',
      op: 'tablet.request',
      opId: client.name,
      key: s.tabletId,
    };
    const serve: TraceEvent = {
      kind: 'tablet.served',
      t: s.t,
      node: s.leader.node,
      tabletId: s.tabletId,
      generation: s.generation,
      step: 1,
      actor: s.leader,
      client,
    };
    const trace = [...events.slice(0, i + 1), req, serve, ...events.slice(i + 1)];
    expect(violations(trace).filter((v) => v.startsWith('no-stale-service'))).toHaveLength(1);
  });

  it('a demoted leader that kept answering: demoted-never-serves fires', () => {
    const i = lastIndex((e) => e.kind === 'leader.demoted');
    const d = events[i] as Extract<TraceEvent, { kind: 'leader.demoted' }>;
    const serve: TraceEvent = {
      kind: 'tablet.served',
      t: d.t,
      node: d.actor.node,
      tabletId: d.tabletId,
      generation: d.generation,
      step: 99,
      actor: d.actor,
      client: { node: 1, name: 'late' },
    };
    expect(violations(splice(i, serve)).some((v) => v.startsWith('demoted-never-serves'))).toBe(true);
  });

  it('an election that skipped the BlobStorage block: elected-generation-monotonic fires', () => {
    const i = lastIndex((e) => e.kind === 'leader.elected');
    const e = events[i] as Extract<TraceEvent, { kind: 'leader.elected' }>;
    const late: TraceEvent = {
      ...e,
      generation: e.generation - 1,
      actor: { node: e.actor.node, name: 'old' },
    };
    expect(violations(splice(i, late)).some((v) => v.startsWith('elected-generation-monotonic'))).toBe(true);
  });

  it('a replica whose Lock ignored the generation: replica-entry-monotonic fires', () => {
    const i = lastIndex(
      (e) =>
        e.kind === 'replica.changed' && e.subsystem === 'statestorage' && / gen [1-9]\d*:/.test(e.summary),
    );
    const e = events[i] as Extract<TraceEvent, { kind: 'replica.changed' }>;
    const gen = Number(/ gen (\d+):/.exec(e.summary)![1]);
    const back: TraceEvent = { ...e, summary: `leader 9:x gen ${gen - 1}:0 locked` };
    expect(violations(splice(i, back)).some((v) => v.startsWith('replica-entry-monotonic'))).toBe(true);
  });
});
