import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadPreset, type TraceEvent } from '../../engine/index.ts';
import { Checkpoints } from './checkpoints.ts';
import { inProcessRuntime } from './inProcessRuntime.ts';
import type { Projection } from './projection.ts';
import { FoldProjection } from './foldProjection.ts';
import { clusterStatusSpec, type ClusterStatusView } from './projections/clusterStatus.ts';
import { PageRun, type LoggedCommand, type RuntimeInfo, type PageRunHost } from './pageRun.ts';
import type { RuntimeFactory } from './runtimeApi.ts';
import { TraceBus } from './traceBus.ts';

const world = loadPreset('mirror-3-dc');
const TABLET = '72075186224037888';

/** Counts every event it is fed (a projection that never forgets, unlike the bus's ring). */
class Counter implements Projection<number> {
  n = 0;
  downs = 0;
  init(h: readonly TraceEvent[]) {
    this.fold(h);
  }
  fold(b: readonly TraceEvent[]) {
    this.n += b.length;
    this.downs += b.filter((e) => e.kind === 'node.down').length;
  }
  reset() {
    this.n = 0;
    this.downs = 0;
  }
  mark() {
    return this.n;
  }
  rewind(n: number) {
    this.n = n;
  }
}

function setup(
  opts: {
    ringLimit?: number;
    checkpoints?: Checkpoints;
    checkpointCostRatio?: number;
    forking?: PageRunHost['forking'];
    afterPaint?: PageRunHost['afterPaint'];
  } = {},
) {
  const page = {
    timeUs: 0,
    runtime: { kind: 'static' } as RuntimeInfo,
    status: { nodeStatus: {} } as ClusterStatusView,
    refused: [] as string[],
  };
  const host: PageRunHost = {
    spec: () => ({ topology: world.topology, config: world.config, seed: 1 }),
    speed: () => 1,
    setTime: (t) => (page.timeUs = t),
    setPlaying: () => undefined,
    setRuntime: (r) => (page.runtime = r),
    refused: (cmd, why) => page.refused.push(`${cmd.kind}: ${why}`),
    ...(opts.forking ? { forking: opts.forking } : {}),
    ...(opts.afterPaint ? { afterPaint: opts.afterPaint } : {}),
  };
  const status = new FoldProjection(
    clusterStatusSpec(() => world),
    (v) => (page.status = v),
  );
  const counter = new Counter();
  const bus = new TraceBus([status, counter], opts.ringLimit);
  let starts = 0;
  const factory: RuntimeFactory = (init) => {
    starts++;
    return inProcessRuntime(init);
  };
  const session = new PageRun(host, bus, { checkpointCostRatio: Infinity, ...opts });
  sessions.push(session);
  return { session, page, bus, counter, status, factory, starts: () => starts };
}

const sessions: PageRun[] = [];
afterEach(async () => {
  for (const s of sessions.splice(0)) await s.stop();
});

describe('session', () => {
  it('static mode keeps commands and the run that starts replays them', async () => {
    const { session, page, factory } = setup();
    session.command({ kind: 'rack.down', rack: 'dc1-r2' });
    expect(page.status.nodeStatus).toEqual({});
    await session.attach(factory);
    expect(page.runtime).toMatchObject({ kind: 'live', host: 'in-process' });
    expect(page.status.nodeStatus).toEqual({ 4: 'down', 5: 'down', 6: 'down' });
    expect(page.status.downRacks).toEqual(new Set(['dc1-r2']));
  });

  it('shows the booted cluster before the first checkpoint clones it', async () => {
    let paint = () => {};
    const painted = new Promise<void>((resolve) => (paint = resolve));
    const checkpoints = new Checkpoints();
    let waited = 0;
    const afterPaint = () => (waited++, painted);
    const { session, page, factory } = setup({ checkpoints, afterPaint });
    const started = session.attach(factory);
    await vi.waitFor(() => expect(waited).toBe(1)); // live, booted, and waiting for the paint
    expect(page.runtime).toMatchObject({ kind: 'live' });
    await new Promise((r) => setTimeout(r, 20));
    expect(checkpoints.size).toBe(0);
    paint();
    await started;
    expect(checkpoints.size).toBe(1);
    await session.step();
    expect(waited).toBe(1); // only the first checkpoint waits
  });

  it('faults reach the simulation; seeking back goes back to the state of that time', async () => {
    const { session, page, bus, factory } = setup();
    await session.attach(factory);
    await session.seek(10_000);
    session.command({ kind: 'rack.down', rack: 'dc2-r1' });
    await session.seek(30_000);
    expect(page.status.nodeStatus).toEqual({ 10: 'down', 11: 'down', 12: 'down' });
    expect(bus.recent().filter((e) => e.kind === 'node.down')).toHaveLength(3);
    await session.seek(5_000);
    expect(page.timeUs).toBe(5_000);
    expect(page.status.nodeStatus).toEqual({});
    expect(bus.recent().filter((e) => e.kind === 'node.down')).toHaveLength(0);
    await session.seek(30_000);
    expect(page.status.nodeStatus).toEqual({ 10: 'down', 11: 'down', 12: 'down' });
  });

  it('a seek back restores a checkpoint (no new runtime) and replays to the same trace', async () => {
    const straight = setup();
    await straight.session.attach(straight.factory);
    straight.session.commandAt({ kind: 'tablet.boot', node: 4, tabletId: TABLET }, 100_000);
    straight.session.commandAt({ kind: 'rack.down', rack: 'dc3-r1' }, 1_300_000);
    await straight.session.seek(3_000_000);
    const { session, factory, counter, starts } = setup();
    await session.attach(factory);
    session.commandAt({ kind: 'tablet.boot', node: 4, tabletId: TABLET }, 100_000);
    await session.seek(1_300_000);
    session.command({ kind: 'rack.down', rack: 'dc3-r1' }); // given live, after a checkpoint
    await session.seek(3_000_000);
    expect(session.traceHash()).toBe(straight.session.traceHash());
    expect(session.checkpoints.size).toBeGreaterThan(3);
    await session.seek(1_200_000); // before the rack went down
    await session.seek(3_000_000);
    expect(starts()).toBe(1);
    expect(session.traceHash()).toBe(straight.session.traceHash());
    expect(counter.n).toBe(straight.counter.n);
    expect(session.eventCount()).toBe(straight.session.eventCount());
  });

  it('keeps virtual time whole µs: a fractional seek or command time is rounded', async () => {
    const { session, page, factory } = setup();
    await session.attach(factory);
    session.commandAt({ kind: 'tablet.boot', node: 4, tabletId: TABLET }, 1100.0000000000002);
    await session.seek(2_345.6);
    expect(page.timeUs).toBe(2_346);
    expect(session.commands().map((c) => c.atUs)).toEqual([1100]);
  });

  it('a command given at "now" replays as given, on a restart and after a seek back', async () => {
    const rack = { kind: 'rack.down', rack: 'dc1-r1' } as const;
    const boot = { kind: 'tablet.boot', node: 1, tabletId: TABLET } as const;
    const a = setup({ checkpointCostRatio: Infinity });
    await a.session.attach(a.factory);
    await a.session.seek(100);
    a.session.command(boot);
    // Stop while the boot's messages are in flight, then fail the rack under them.
    await a.session.seek(1_237);
    a.session.command(rack);
    await a.session.seek(40_000);
    expect(a.session.commands().map((c) => [c.atUs, c.live])).toEqual([
      [100, true],
      [1_237, true],
    ]);
    const b = setup();
    b.session.commandAt(boot, 100, true);
    b.session.commandAt(rack, 1_237, true);
    await b.session.attach(b.factory);
    await b.session.seek(40_000);
    expect(b.session.traceHash()).toBe(a.session.traceHash());
    await a.session.seek(1_000);
    await a.session.seek(40_000);
    expect(a.session.traceHash()).toBe(b.session.traceHash());
  });

  it('seeking back to the very time a live command was given shows it given', async () => {
    const rack = { kind: 'rack.down', rack: 'dc1-r1' } as const;
    const a = setup({ checkpointCostRatio: Infinity });
    await a.session.attach(a.factory);
    await a.session.seek(20_000);
    a.session.command(rack);
    await a.session.seek(20_000); // the live run: given at 20 ms and run at 20 ms
    const atGiven = a.session.traceHash();
    await a.session.seek(60_000);
    await a.session.seek(20_000); // back to that moment: a replay from the start
    expect(a.session.traceHash()).toBe(atGiven);
  });

  it('skips checkpoints that would cost more wall time than the ratio allows', async () => {
    const { session, factory } = setup({ checkpointCostRatio: 1e-9 });
    await session.attach(factory);
    await session.seek(5_000_000);
    expect(session.checkpoints.times()).toEqual([0]);
  });

  it('projections stay right after the ring has dropped the start of a long run', async () => {
    const { session, page, bus, counter, factory } = setup({ ringLimit: 40 });
    await session.attach(factory);
    session.command({ kind: 'rack.down', rack: 'dc1-r1' });
    session.command({ kind: 'tablet.boot', node: 10, tabletId: TABLET });
    await session.seek(2_000_000);
    expect(counter.n).toBeGreaterThan(200);
    expect(bus.recent().length).toBeLessThanOrEqual(50);
    expect(bus.recent().some((e) => e.kind === 'node.down')).toBe(false);
    expect(page.status.nodeStatus).toEqual({ 1: 'down', 2: 'down', 3: 'down' });
    expect(counter.downs).toBe(3);
  });

  it('a restart supersedes the run: its pending results are ignored', async () => {
    const { session, page, counter, factory, starts } = setup();
    await session.attach(factory);
    session.command({ kind: 'tablet.boot', node: 4, tabletId: TABLET });
    const late = session.seek(500_000);
    await session.reset();
    await late;
    await session.settled();
    expect(starts()).toBe(2);
    expect(page.timeUs).toBe(0);
    expect(counter.n).toBe(0);
  });

  it('step advances to the next window that has events', async () => {
    const { session, counter, factory } = setup();
    await session.attach(factory);
    session.command({ kind: 'tablet.boot', node: 4, tabletId: TABLET });
    await session.settled();
    const before = counter.n;
    await session.step();
    expect(counter.n).toBeGreaterThan(before);
  });

  it('a refused command is reported and not kept', async () => {
    const { session, page, factory } = setup();
    await session.attach(factory);
    session.command({ kind: 'tablet.boot', node: 999, tabletId: TABLET });
    await session.settled();
    expect(page.refused).toEqual([expect.stringContaining('unknown node 999')]);
  });

  it('acting in the past forks: the old future is dropped, and its log brings it back', async () => {
    const kept: (readonly LoggedCommand[])[] = [];
    const { session, page, factory, starts } = setup({
      forking: (nowUs, log) => {
        kept.push([...log]);
        return nowUs < 40_000;
      },
    });
    await session.attach(factory);
    session.commandAt({ kind: 'rack.down', rack: 'dc1-r1' }, 20_000);
    await session.seek(40_000);
    const oldHash = session.traceHash();
    await session.seek(10_000);
    session.command({ kind: 'rack.down', rack: 'dc2-r1' });
    session.command({ kind: 'node.down', node: 20 }); // waits for the fork, keeps its order
    await session.seek(40_000);
    expect(page.status.nodeStatus).toEqual({ 10: 'down', 11: 'down', 12: 'down', 20: 'down' });
    expect(session.commands().map((c) => [c.atUs, c.cmd.kind])).toEqual([
      [10_000, 'rack.down'],
      [10_000, 'node.down'],
    ]);
    const straight = setup();
    await straight.session.attach(straight.factory);
    straight.session.commandAt({ kind: 'rack.down', rack: 'dc2-r1' }, 10_000);
    straight.session.commandAt({ kind: 'node.down', node: 20 }, 10_000);
    await straight.session.seek(40_000);
    expect(session.traceHash()).toBe(straight.session.traceHash());

    const old = kept[0] ?? [];
    await session.rewrite(old, 40_000);
    expect(session.traceHash()).toBe(oldHash);
    expect(page.status.nodeStatus).toEqual({ 1: 'down', 2: 'down', 3: 'down' });
    expect(starts()).toBe(1); // restored the run's first checkpoint, no new runtime
  });
});
