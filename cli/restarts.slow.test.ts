/**
 * ydb-1000's 1 008 nodes restarted ten times over (public/scenarios/stress): whatever a restart
 * leaves behind would pile up 10 080 times. The run is held to a fixed heap (a child node with
 * --max-old-space-size) and its true peak RSS must stay under 1 GB.
 */
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

const FILE = 'public/scenarios/stress/ydb-1000-rolling-restarts.json';
const HEAP_MB = 512;
const GB_KB = 1024 * 1024;

/** `sim run FILE` in a child with a fixed heap; its own peak RSS (KB) read as it exits. */
function runWithin(heapMb: number, ...args: string[]): { code: number | null; out: string; peakKb: number } {
  const main = [
    `process.on('exit', () => console.error('peak-rss-kb ' + process.resourceUsage().maxRSS));`,
    `process.argv = [process.argv[0], 'cli/sim.ts', ...${JSON.stringify(['run', ...args])}];`,
    `await import('./cli/sim.ts');`,
  ].join('\n');
  const r = spawnSync(
    process.execPath,
    [`--max-old-space-size=${heapMb}`, '--import', 'tsx', '--input-type=module', '-e', main],
    { encoding: 'utf8', timeout: 900_000 },
  );
  const peak = /peak-rss-kb (\d+)/.exec(r.stderr);
  return { code: r.status, out: r.stdout + r.stderr, peakKb: peak ? Number(peak[1]) : Number.NaN };
}

describe('ydb-1000, every node restarted ten times', () => {
  it(`runs within a ${HEAP_MB} MB heap and under 1 GB peak RSS`, { timeout: 900_000 }, () => {
    const r = runWithin(HEAP_MB, FILE);
    expect(r.out).toContain('result: PASS');
    expect(r.code).toBe(0);
    expect(r.peakKb).toBeLessThan(GB_KB);
  });
});
