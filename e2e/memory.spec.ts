/**
 * Measurement, printed and not asserted (runs only with QS_MEASURE=1; QS_MEMORY_MIN sets the
 * length, default 10): memory of a live run of the default preset playing at 1 s/s with a workload
 * (tablets serving requests every 100 ms, publishers, subscribers, schema changes, rack and DC
 * outages every 20 s, all of it scheduled ahead of the run). At 1, 5 and 10 minutes of play: the
 * page's JS heap and the node workers' JS heaps after a forced GC (CDP Performance.getMetrics,
 * Runtime.getHeapUsage in each worker), and the RSS of the renderer processes, read from /proc.
 */
import { readdirSync, readFileSync } from 'node:fs';
import type { CDPSession } from '@playwright/test';
import { expect, QuorumscopePage, test } from './fixtures.ts';
import { workload } from './workload.ts';

const MINUTES = Number(process.env.QS_MEMORY_MIN ?? 10);
const SAMPLES_MIN = [1, 5, 10].filter((m) => m <= MINUTES);
const S = 1_000_000;

type Handle = {
  __quorumscope?: {
    controller: { commandAt(c: unknown, atUs: number): void; play(): void; setSpeed(s: number): void };
    store: { getState(): { timeUs: number } };
    eventCount(): number;
  };
};

/** Resident set (MB) of every Chromium renderer started under this test process. */
function rendererRssMb(): number[] {
  const parent = new Map<number, number>();
  const cmd = new Map<number, string>();
  for (const d of readdirSync('/proc')) {
    const pid = Number(d);
    if (!Number.isInteger(pid)) continue;
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      parent.set(pid, Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
      cmd.set(pid, readFileSync(`/proc/${pid}/cmdline`, 'utf8'));
    } catch {
      // the process ended meanwhile
    }
  }
  const mine = (pid: number): boolean => {
    for (let p = parent.get(pid); p !== undefined && p > 1; p = parent.get(p))
      if (p === process.pid) return true;
    return false;
  };
  const out: number[] = [];
  for (const [pid, c] of cmd) {
    if (!c.includes('--type=renderer') || !mine(pid)) continue;
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    out.push(Math.round(kb / 1024));
  }
  return out.sort((a, b) => b - a);
}

/** CDP sessions of the page's Web Workers (the node hosts), reached through the page's session. */
async function workerHeaps(cdp: CDPSession): Promise<() => Promise<number>> {
  const sessions: string[] = [];
  const pending = new Map<number, (v: unknown) => void>();
  let next = 1;
  cdp.on('Target.attachedToTarget', (e) => {
    if (e.targetInfo.type === 'worker') sessions.push(e.sessionId);
  });
  cdp.on('Target.receivedMessageFromTarget', (e) => {
    const m = JSON.parse(e.message) as { id?: number; result?: unknown };
    if (m.id !== undefined) pending.get(m.id)?.(m.result);
  });
  const call = (sessionId: string, method: string) =>
    new Promise<unknown>((resolve) => {
      const id = next++;
      pending.set(id, resolve);
      void cdp.send('Target.sendMessageToTarget', { sessionId, message: JSON.stringify({ id, method }) });
    });
  await cdp.send('Target.setAutoAttach', { autoAttach: true, waitForDebuggerOnStart: false, flatten: false });
  // Used heap (MB) summed over every worker, each after a forced GC.
  return async () => {
    let used = 0;
    for (const s of sessions) {
      await call(s, 'HeapProfiler.collectGarbage');
      used += ((await call(s, 'Runtime.getHeapUsage')) as { usedSize: number }).usedSize;
    }
    return Math.round(used / 2 ** 20);
  };
}

async function heapMb(cdp: CDPSession): Promise<{ used: number; total: number }> {
  await cdp.send('HeapProfiler.collectGarbage');
  const { metrics } = await cdp.send('Performance.getMetrics');
  const get = (name: string) => metrics.find((m) => m.name === name)?.value ?? 0;
  return {
    used: Math.round(get('JSHeapUsedSize') / 2 ** 20),
    total: Math.round(get('JSHeapTotalSize') / 2 ** 20),
  };
}

test(`memory of a live run over ${MINUTES} minutes of play`, async ({ page }) => {
  test.skip(!process.env.QS_MEASURE, 'measurement: set QS_MEASURE=1');
  test.setTimeout((MINUTES + 3) * 60_000);
  const app = new QuorumscopePage(page);
  await app.open();
  await app.waitLive();
  await app.waitWorkers();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  const workersMb = await workerHeaps(cdp);
  // Enough workload for more than the run can reach at 1 s/s.
  const steps = workload((MINUTES * 60 + 120) * S);
  await page.evaluate(
    ([list]) => {
      const h = (globalThis as unknown as Handle).__quorumscope;
      if (!h) throw new Error('window.__quorumscope is missing');
      for (const { atUs, cmd } of list) h.controller.commandAt(cmd, atUs);
      h.controller.setSpeed(1);
      h.controller.play();
    },
    [steps] as const,
  );
  const start = Date.now();
  const lines = [`[memory] default preset, workers, 1 s/s, ${steps.length} commands scheduled`];
  const base = await heapMb(cdp);
  lines.push(
    `[memory] at start: page JS heap ${base.used} MB used / ${base.total} MB, workers' JS heaps ${await workersMb()} MB, renderers ${rendererRssMb().join(', ')} MB RSS`,
  );
  for (const m of SAMPLES_MIN) {
    await page.waitForTimeout(Math.max(0, start + m * 60_000 - Date.now()));
    const heap = await heapMb(cdp);
    const run = await page.evaluate(() => {
      const h = (globalThis as unknown as Handle).__quorumscope;
      return { timeUs: h?.store.getState().timeUs ?? 0, events: h?.eventCount() ?? 0 };
    });
    lines.push(
      `[memory] ${m} min: page JS heap ${heap.used} MB used / ${heap.total} MB, workers' JS heaps ${await workersMb()} MB, renderers ${rendererRssMb().join(', ')} MB RSS; virtual ${(run.timeUs / S).toFixed(1)} s, ${run.events} events`,
    );
    console.log(lines.at(-1));
  }
  expect(
    await page.evaluate(() => (globalThis as unknown as Handle).__quorumscope?.eventCount()),
  ).toBeGreaterThan(0);
  console.log(lines.join('\n'));
});
