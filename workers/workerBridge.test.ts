import { describe, expect, it } from 'vitest';
import type { Remote } from 'comlink';
import { WorkerBridge, WorkerDeath, type WorkerHandle } from './workerBridge.ts';
import type { WorkerApi } from './worker-api.ts';

function fakeHandle(answer: 'never' | 'ok' | 'throw') {
  let terminated = 0;
  let death: ((why: string) => void) | null = null;
  const remote = {
    snapshot: () =>
      answer === 'ok'
        ? Promise.resolve([])
        : answer === 'throw'
          ? Promise.reject(new Error('bad'))
          : new Promise(() => {}),
  } as unknown as Remote<WorkerApi>;
  const handle: WorkerHandle = {
    remote,
    terminate: () => void terminated++,
    release: () => {},
    onDeath: (cb) => (death = cb),
  };
  return { handle, terminated: () => terminated, die: (why: string) => death?.(why) };
}

describe('WorkerBridge', () => {
  it('answers calls in order while the worker lives', async () => {
    const f = fakeHandle('ok');
    const b = new WorkerBridge(f.handle, 1000);
    await expect(Promise.all([b.call((r) => r.snapshot()), b.call((r) => r.snapshot())])).resolves.toEqual([
      [],
      [],
    ]);
    b.dispose();
    expect(f.terminated()).toBe(1);
  });
  it('a call without an answer times out as a dead worker instead of hanging', async () => {
    const f = fakeHandle('never');
    const b = new WorkerBridge(f.handle, 50);
    await expect(b.call((r) => r.snapshot())).rejects.toBeInstanceOf(WorkerDeath);
    expect(b.dead).toMatch(/no answer within 50 ms/);
    await expect(b.call((r) => r.snapshot())).rejects.toThrow(/worker died/);
  });
  it('a death event fails the pending call; a throwing call kills the worker', async () => {
    const f = fakeHandle('never');
    const b = new WorkerBridge(f.handle, 0);
    const p = b.call((r) => r.snapshot());
    f.die('exited with code 1');
    await expect(p).rejects.toThrow('worker died: exited with code 1');
    const g = fakeHandle('throw');
    const c = new WorkerBridge(g.handle, 0);
    await expect(c.call((r) => r.snapshot())).rejects.toThrow(/bad/);
    expect(g.terminated()).toBe(1);
  });
});
