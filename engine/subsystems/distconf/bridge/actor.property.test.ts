import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { BridgeCommand } from './commands.ts';
import { FakeBridgeCluster } from './fakecluster.ts';

const COMMANDS: readonly BridgeCommand[] = [
  { kind: 'bridge.failover', node: 1, pile: 'B' },
  { kind: 'bridge.switchover', node: 1, newPrimary: 'B' },
  { kind: 'bridge.rejoin', node: 1, pile: 'B' },
];

interface Step {
  readonly op: number;
  readonly x: number;
}

/**
 * Plays `steps` on a fresh cluster where `roots` each run a keeper (no heartbeats: none defers):
 * commands, ticks, deliveries, losses and restarts (a restarted root stays a plain node).
 */
function play(roots: readonly number[], steps: readonly Step[]): FakeBridgeCluster {
  const c = new FakeBridgeCluster();
  const root = (x: number) => roots[x % roots.length]!;
  const quiet = () => c.drop((m) => m.msg.kind === 'bridge.hb');
  for (const { op, x } of steps) {
    quiet();
    const n = c.inflight.length;
    if (op === 0) c.admin(root(x), { ...COMMANDS[(x >> 3) % COMMANDS.length]!, node: root(x) });
    else if (op <= 2) c.tick(root(x));
    else if (op <= 4 && n > 0) {
      const m = c.inflight[x % n]!;
      c.deliver((f) => f === m);
    } else if (op <= 7) c.deliver((f) => (f.from * 7 + f.to * 3 + x) % 3 === 0);
    else if (op === 8) c.drop((f) => (f.from * 5 + f.to + x) % 4 === 0);
    else if (op === 9) c.boot((x % 10) + 1);
  }
  for (let i = 0; i < 4; i++) {
    for (const r of roots) c.tick(r);
    for (let j = 0; j < 3; j++) {
      quiet();
      c.deliver();
    }
  }
  return c;
}

/** Generation → every distinct state committed or applied for it. */
function statesByGeneration(c: FakeBridgeCluster): Map<number, Set<string>> {
  const out = new Map<number, Set<string>>();
  for (const e of c.events) {
    if (e.kind !== 'bridge.committed' && e.kind !== 'bridge.applied') continue;
    const key = `${e.perPile.join(',')} ${e.primary} ${e.promoted}`;
    const set = out.get(e.generation) ?? new Set<string>();
    set.add(key);
    out.set(e.generation, set);
  }
  return out;
}

describe('bridge keeper: competing roots under message loss and restarts', () => {
  it('never commit two different states for one generation', () => {
    // The runs must exercise commits and finishes, or the property says nothing.
    const seen = { commits: 0, finishes: 0 };
    fc.assert(
      fc.property(
        fc.constantFrom([1, 2], [2, 3], [1, 2, 3]),
        fc.array(fc.record({ op: fc.integer({ min: 0, max: 9 }), x: fc.nat({ max: 1 << 16 }) }), {
          minLength: 40,
          maxLength: 250,
        }),
        (roots, steps) => {
          const c = play(roots, steps);
          if (c.committed().length > 0) seen.commits++;
          if (c.events.some((e) => e.kind === 'bridge.proposed' && e.cause === 'finish-proposal'))
            seen.finishes++;
          for (const [g, states] of statesByGeneration(c))
            expect([g, [...states]]).toEqual([g, [...states].slice(0, 1)]);
        },
      ),
      { numRuns: 400, seed: 7 },
    );
    expect(seen.commits).toBeGreaterThan(100);
    expect(seen.finishes).toBeGreaterThan(20);
  });
});
