/**
 * A tablet's log through the pile groups (bridge-2-piles, tabletlog.ts): its commit waits while a
 * group it writes to lacks quorum and completes once the drives are back.
 */
import { describe, expect, it } from 'vitest';
import { createClusterSimulation } from '../../../cluster.ts';
import { loadPreset } from '../../../presets.ts';
import type { Command, TraceEvent } from '../../unions.ts';
import { pileDriveCommands } from './drives.ts';

const T = '72075186224037888';
const S = 1_000_000;
const { topology, config } = loadPreset('bridge-2-piles');

function run(cmds: [number, Command][], untilUs: number) {
  const s = createClusterSimulation({ topology, config, seed: 5, latency: { jitterFraction: 0 } });
  for (const [t, c] of cmds) s.schedule(t, c);
  s.runUntilSync(untilUs);
  const events = s.trace.events as readonly TraceEvent[];
  return <K extends TraceEvent['kind']>(k: K) =>
    events.filter((e): e is TraceEvent & { kind: K } => e.kind === k);
}

describe("a tablet's log through the pile groups (bridge-2-piles)", () => {
  it('a commit waits while pile A loses its drives and completes once they are back', () => {
    const lose = pileDriveCommands(topology, 'A', true).map((c): [number, Command] => [S, c]);
    const restore = pileDriveCommands(topology, 'A', false).map((c): [number, Command] => [4 * S, c]);
    const of = run(
      [
        [0, { kind: 'tablet.boot', node: 2, tabletId: T }],
        ...lose,
        [1.5 * S, { kind: 'tablet.request', node: 4, tabletId: T }],
        ...restore,
      ],
      6 * S,
    );
    const log = of('bridge.tabletLog').filter((e) => e.tabletId === T);
    const waiting = log.find((e) => e.state === 'waiting' && e.op === 'write');
    expect(waiting).toMatchObject({ group: 'A', reason: 'no-disk-quorum' });
    expect(waiting!.t).toBeLessThan(4 * S);
    const resumed = log.find((e) => e.state === 'resumed' && e.op === 'write');
    expect(resumed!.t).toBeGreaterThanOrEqual(4 * S);
    const answered = of('op.quorum').filter((e) => e.op === 'tablet.request');
    expect(answered.length).toBeGreaterThan(0);
    expect(answered.every((e) => e.t >= 4 * S)).toBe(true);
  });
});
