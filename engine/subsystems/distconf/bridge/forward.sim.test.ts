/**
 * A command a node forwards to the root is answered even when the root goes down first: YDB's invoke
 * fails with "root node disconnected" (distconf_invoke.cpp), and a retry once the root is gone commits.
 */
import { describe, expect, it } from 'vitest';
import { createClusterSimulation } from '../../../cluster.ts';
import { loadPreset } from '../../../presets.ts';
import type { Command } from '../../unions.ts';
import { ROOT_DISCONNECTED } from './forward.ts';

const MS = 1_000;
const T = 400 * MS; // distconf has its root (node 1, pile A) well before

function run(commands: [number, Command][], untilUs = T + 3_000 * MS) {
  const { topology, config } = loadPreset('bridge-2-piles');
  const sim = createClusterSimulation({ topology, config, seed: 1 });
  for (const [at, c] of commands) sim.schedule(at, c);
  sim.runUntilSync(untilUs);
  return sim.trace.events.filter((e) => e.kind === 'bridge.refused' || e.kind === 'bridge.committed');
}

const failover = (ref?: number): Command => ({
  kind: 'bridge.failover',
  node: 11,
  pile: 'A',
  newPrimary: 'B',
  ...(ref === undefined ? {} : { ref }),
});

describe('admin commands forwarded to the root', () => {
  it("a failover sent just as the root's datacenter goes down is refused by distconf, not left waiting; a retry commits", () => {
    const events = run([
      [T, { kind: 'dc.down', dc: 'dc1' }],
      [T + 15 * MS, failover(7)],
      [T + 1_000 * MS, failover(8)],
    ]);
    expect(events.map((e) => [e.kind, 'ref' in e ? e.ref : undefined])).toEqual([
      ['bridge.refused', 7],
      ['bridge.committed', undefined],
    ]);
    expect(events[0]).toMatchObject({
      layer: 'distconf',
      status: 'INTERNAL_ERROR',
      code: 'root-disconnected',
      reason: ROOT_DISCONNECTED,
      command: 'failover --pile A --primary B',
    });
    expect(events[0]!.t).toBeLessThan(T + 500 * MS);
  });

  it('once the root answered, its later loss refuses nothing more', () => {
    // The root refuses a rejoin of a pile that is not disconnected; then its datacenter goes down.
    const events = run([
      [T, { kind: 'bridge.rejoin', node: 11, pile: 'B', ref: 9 }],
      [T + 200 * MS, { kind: 'dc.down', dc: 'dc1' }],
    ]);
    expect(
      events.filter((e) => e.kind === 'bridge.refused').map((e) => [e.reason, 'ref' in e && e.ref]),
    ).toEqual([[expect.not.stringMatching(ROOT_DISCONNECTED), 9]]);
  });

  it('a command nobody waits on (no ref) is forwarded as a plain message, as before', () => {
    const events = run([
      [T, { kind: 'dc.down', dc: 'dc1' }],
      [T + 15 * MS, failover()],
    ]);
    expect(events.filter((e) => e.kind === 'bridge.refused')).toEqual([]);
  });
});
