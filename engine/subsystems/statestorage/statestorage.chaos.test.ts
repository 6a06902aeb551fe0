/**
 * Seeded random fault schedules on the runtime with the StateStorage invariants watching: within the
 * tolerance (one node of 8 down or cut off at a time, nto_select 5) there must be no violation; beyond
 * it (3 of the tablet's 5 replicas down, and with them 3 of the static group's 8 VDisks) elections must
 * fail cleanly, never elect.
 */
import { describe, expect, it } from 'vitest';
import { createClusterSimulation } from '../../cluster.ts';
import type { Command } from '../unions.ts';
import { blockWorld, seededRandom as rng } from '../testing/block.ts';
import { statestorageCheckers } from './invariants/statestorage.ts';
import { tabletGroups } from './groups.ts';

const S = 1_000_000;
const TABLETS = ['72075186224037888', '72075186224037889'];
const world = blockWorld;
const { topology, config } = world;

function schedule(seed: number): [number, Command][] {
  const r = rng(seed);
  const node = () => 1 + Math.floor(r() * 8);
  const tablet = () => TABLETS[Math.floor(r() * TABLETS.length)]!;
  const cmds: [number, Command][] = [];
  // one fault at a time, each healed before the next
  for (let t = 0.5 * S; t < 16 * S; t += 1.5 * S + r() * 2 * S) {
    const n = node();
    const down = Math.floor(0.3 * S + r() * 2 * S);
    if (r() < 0.6) cmds.push([t, { kind: 'node.restart', node: n, downForUs: down }]);
    else {
      const rest = { nodes: topology.nodes.map((x) => x.id).filter((x) => x !== n) };
      cmds.push([t, { kind: 'link.cut', a: { nodes: [n] }, b: rest }]);
      cmds.push([t + down, { kind: 'link.heal', a: { nodes: [n] }, b: rest }]);
    }
  }
  for (let i = 0; i < 6; i++)
    cmds.push([Math.floor(r() * 16 * S), { kind: 'tablet.boot', node: node(), tabletId: tablet() }]);
  for (let i = 0; i < 12; i++)
    cmds.push([Math.floor(r() * 18 * S), { kind: 'tablet.request', node: node(), tabletId: tablet() }]);
  return cmds;
}

function run(cmds: [number, Command][], untilUs: number, seed: number) {
  const s = createClusterSimulation({ topology, config, seed });
  for (const [t, c] of cmds) s.schedule(t, c);
  s.runUntilSync(untilUs);
  const checkers = statestorageCheckers.map((f) => f(world));
  return {
    events: s.trace.events,
    violations: s.trace.events.flatMap((e) => checkers.flatMap((c) => c.observe(e))),
  };
}

describe('StateStorage chaos', () => {
  it('40 seeded schedules within tolerance: no invariant violation, elections keep happening', () => {
    let elected = 0;
    let served = 0;
    for (let seed = 1; seed <= 40; seed++) {
      const r = run(schedule(seed), 20 * S, seed);
      expect(r.violations, `seed ${seed}`).toEqual([]);
      elected += r.events.filter((e) => e.kind === 'leader.elected').length;
      served += r.events.filter((e) => e.kind === 'op.quorum' && e.op === 'tablet.request').length;
    }
    expect(elected).toBeGreaterThan(40);
    expect(served).toBeGreaterThan(100);
  });

  it('beyond tolerance (3 of 5 replicas down) elections fail cleanly and nothing is elected', () => {
    const T = TABLETS[0]!;
    const reps = tabletGroups(world, T, 'request')[0]!.replicas.map((x) => x.node);
    const other = topology.nodes.map((n) => n.id).find((n) => !reps.includes(n))!;
    const cmds: [number, Command][] = [
      ...reps.slice(0, 3).map((n): [number, Command] => [0, { kind: 'node.down', node: n }]),
      [S, { kind: 'tablet.boot', node: other, tabletId: T }],
      [S, { kind: 'tablet.request', node: other, tabletId: T }],
    ];
    const r = run(cmds, 40 * S, 5);
    expect(r.violations).toEqual([]);
    expect(r.events.filter((e) => e.kind === 'leader.elected')).toEqual([]);
    // StateStorage answers no lookup (2 of 5 replicas) ...
    const lookups = r.events.filter(
      (e) => (e.kind === 'op.failed' || e.kind === 'op.quorum') && e.op === 'lookup',
    );
    expect(lookups.length).toBeGreaterThan(0);
    expect(lookups.every((e) => e.kind === 'op.failed')).toBe(true);
    // ... and the three nodes also held 3 of the 8 VDisks of the block-4-2 static group (it tolerates
    // 2), so the boot's log read, which comes before the lock (tablet_sys.cpp), answers ERROR
    const stopped = r.events.filter((e) => e.kind === 'tablet.stopped');
    expect(stopped.map((e) => e.reason)).toEqual(['blobstorage-error']);
    const request = r.events.filter(
      (e) => (e.kind === 'op.failed' || e.kind === 'op.quorum') && e.op === 'tablet.request',
    );
    expect(request.map((e) => e.kind)).toEqual(['op.failed']);
  });
});
