import { describe, expect, it } from 'vitest';
import { loadPreset } from '../presets.ts';
import type { TraceEvent } from '../subsystems/unions.ts';
import { createBridgeDataChecker } from './bridgeData.ts';

const { topology, config } = loadPreset('bridge-2-piles');
const world = { topology, config, seed: 1 };
const ev = (e: object) => ({ node: 1, t: 0, ...e }) as unknown as TraceEvent;
const put = (mode: string, holders: Record<string, number[]>) =>
  ev({ kind: 'bridge.put', ok: true, ppGeneration: 1, mode, blob: '1.1.1', bytes: 1, holders });

describe('bridge-acknowledged-blob-survives', () => {
  it('passes a SYNCHRONIZED put stored on a quorum of both groups', () => {
    const c = createBridgeDataChecker(world);
    expect(c.observe(put('B:SYNCHRONIZED', { A: [1, 3, 5], B: [11, 13, 15] }))).toEqual([]);
  });

  it('flags a SYNCHRONIZED put acknowledged without group B (losing A would lose it)', () => {
    const c = createBridgeDataChecker(world);
    expect(c.observe(put('B:SYNCHRONIZED', { A: [1, 3, 5, 7, 9] }))).toEqual([
      "blob 1.1.1 acknowledged while SYNCHRONIZED without a quorum of group B's VDisks",
    ]);
    // While B is DISCONNECTED the primary group alone is the promise: not judged.
    expect(createBridgeDataChecker(world).observe(put('B:DISCONNECTED', { A: [1, 3, 5] }))).toEqual([]);
  });

  it('flags a read that does not find a blob acknowledged while SYNCHRONIZED', () => {
    const c = createBridgeDataChecker(world);
    c.observe(put('B:SYNCHRONIZED', { A: [1, 3, 5], B: [11, 13, 15] }));
    const get = (found: boolean, reason?: string) =>
      ev({
        kind: 'bridge.get',
        blob: '1.1.1',
        group: 'B',
        found,
        ppGeneration: 2,
        ...(reason ? { reason } : {}),
      });
    expect(c.observe(get(true))).toEqual([]);
    expect(c.observe(get(false, 'stale-generation'))).toEqual([]);
    expect(c.observe(get(false))).toHaveLength(1);
  });
});
