import { describe, expect, it } from 'vitest';
import { createClusterSimulation } from '../../../cluster.ts';
import { loadPreset } from '../../../presets.ts';

const MS = 1000;

/** Acknowledged and refused puts through the dsproxy-proxy of bridge-2-piles (groups on odd nodes). */
function run(steps: [number, object][], untilMs: number) {
  const { topology, config } = loadPreset('bridge-2-piles');
  const sim = createClusterSimulation({ topology, config, seed: 1 });
  for (const [at, c] of steps) sim.schedule(at * MS, c as Parameters<typeof sim.schedule>[1]);
  sim.runUntilSync(untilMs * MS);
  return sim.trace.events.flatMap((e) => (e.kind === 'bridge.put' || e.kind === 'bridge.get' ? [e] : []));
}

describe('dsproxy-proxy puts land per mode, acknowledged only with each target group at quorum', () => {
  it('SYNCHRONIZED: both groups; DISCONNECTED: the primary group only', () => {
    const puts = run(
      [
        [400, { kind: 'dsproxy.put', node: 2 }],
        [800, { kind: 'dc.down', dc: 'dc2' }],
        [1000, { kind: 'bridge.failover', node: 1, pile: 'B' }],
        [1600, { kind: 'dsproxy.put', node: 2 }],
      ],
      2000,
    );
    expect(puts.map((p) => p.kind === 'bridge.put' && [p.ok, p.mode, Object.keys(p.holders ?? {})])).toEqual([
      [true, 'B:SYNCHRONIZED', ['A', 'B']],
      [true, 'B:DISCONNECTED', ['A']],
    ]);
    // Acknowledged once the farther group B has its quorum, three of its five VDisks (mirror-3 of
    // racks, handoff 2); the near group A had answered in full by then.
    const first = puts[0];
    expect(first?.kind === 'bridge.put' && [first.holders?.A?.length, first.holders?.B?.length]).toEqual([
      5, 3,
    ]);
  });

  it("refuses a put while a target group lacks quorum: pile B's drives lost, B still SYNCHRONIZED", () => {
    const lose = [11, 13, 15].map((node): [number, object] => [300, { kind: 'disk.lose', node }]);
    const puts = run([...lose, [600, { kind: 'dsproxy.put', node: 2 }]], 800);
    expect(puts).toMatchObject([{ kind: 'bridge.put', ok: false, group: 'B', reason: 'no-disk-quorum' }]);
  });

  it('reads back from the primary group: found after a put, not found for an unknown blob', () => {
    const out = run(
      [
        [400, { kind: 'dsproxy.put', node: 2 }],
        [700, { kind: 'dsproxy.get', node: 4, blob: '2.1.1' }],
        [700, { kind: 'dsproxy.get', node: 4, blob: '9.9.9' }],
      ],
      900,
    );
    expect(out.flatMap((e) => (e.kind === 'bridge.get' ? [[e.blob, e.found]] : []))).toEqual([
      ['2.1.1', true],
      ['9.9.9', false],
    ]);
  });
});
