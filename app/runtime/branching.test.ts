import { afterEach, describe, expect, it } from 'vitest';
import { loadPreset } from '../../engine/index.ts';
import { appStore } from '../store/index.ts';
import { timelineStore } from '../timeline/timelineState.ts';
import { forkIfPast, newRun, switchBranch } from './branching.ts';
import { inProcessRuntime } from './inProcessRuntime.ts';
import { PageRun } from './pageRun.ts';
import { TraceBus } from './traceBus.ts';

const world = loadPreset('mirror-3-dc');
let session: PageRun | null = null;
afterEach(async () => {
  await session?.stop();
  newRun();
});

function start(): PageRun {
  const st = () => appStore.getState();
  session = new PageRun(
    {
      spec: () => ({ topology: world.topology, config: world.config, seed: 1 }),
      speed: () => 1,
      setTime: (t) => st().setTime(t),
      setPlaying: () => undefined,
      setRuntime: () => undefined,
      refused: () => undefined,
      forking: forkIfPast,
    },
    new TraceBus([]),
    { checkpointCostRatio: Infinity },
  );
  return session;
}

describe('branching', () => {
  it('acting at the furthest time is no fork; acting before it keeps the old branch to return to', async () => {
    const s = start();
    newRun();
    await s.attach(inProcessRuntime);
    await s.seek(20_000);
    s.command({ kind: 'rack.down', rack: 'dc1-r1' }); // at the furthest time: no fork
    await s.seek(60_000);
    expect(appStore.getState().branches).toEqual([]);
    const oldHash = s.traceHash();

    await s.seek(10_000);
    s.command({ kind: 'rack.down', rack: 'dc2-r2' });
    await s.settled();
    const [kept] = appStore.getState().branches;
    expect(kept).toMatchObject({ id: 1, horizonUs: 60_000, partUs: 10_000 });
    expect(appStore.getState().branchId).toBe(2);
    expect(s.commands().map((c) => c.atUs)).toEqual([10_000]);
    await s.seek(30_000);

    await switchBranch(s, 1);
    expect(appStore.getState().timeUs).toBe(60_000);
    expect(s.traceHash()).toBe(oldHash);
    expect(appStore.getState().branches).toMatchObject([{ id: 2, horizonUs: 30_000, partUs: 10_000 }]);
    expect(timelineStore.getState().horizonUs).toBe(60_000);
  });
});
