/**
 * Bridge mode, two piles: tablets run only in the PRIMARY or PROMOTED pile (bridge-boot.ts). A
 * switchover to pile B moves a serving tablet without a gap and without two generations serving at
 * once; a boot asked of a node outside those piles is handed to a Bootstrapper in them.
 */
import { describe, expect, it } from 'vitest';
import type { Command } from '../unions.ts';
import { bridgePreset, nodesInPile, runBridge } from '../testing/bridgeRun.ts';

const T = '72075186224037888';
const S = 1_000_000;
const { topology } = bridgePreset;
const [pileA, pileB] = topology.piles.map((p) => p.id);
const a1 = nodesInPile(pileA)[0]!;
const b1 = nodesInPile(pileB)[0]!;
const run = (cmds: [number, Command][], untilUs = 8 * S) => runBridge(cmds, untilUs);

/** A client request every 100 ms from a node of pile A from 0.5 s to 6 s. */
const requests = (): [number, Command][] =>
  Array.from({ length: 56 }, (_, i): [number, Command] => [
    S / 2 + i * 100_000,
    { kind: 'tablet.request', node: a1, tabletId: T },
  ]);

describe('tablets in bridge mode (bridge-2-piles)', () => {
  it('a switchover starts the successor in the promoted pile before the old leader stops, with no double serving', () => {
    const r = run([
      [0, { kind: 'tablet.boot', node: a1, tabletId: T }],
      ...requests(),
      [2 * S, { kind: 'bridge.switchover', node: a1, newPrimary: pileB! }],
    ]);
    const handoff = r.of('tablet.handoff');
    expect(handoff).toHaveLength(1);
    expect(handoff[0]).toMatchObject({ cause: 'switchover', pile: pileA, toPile: pileB });
    const elected = r.of('leader.elected');
    expect(elected.map((e) => topology.nodes.find((n) => n.id === e.actor.node)?.pile)).toEqual([
      pileA,
      pileB,
    ]);
    const [oldLeader, newLeader] = elected;
    expect(newLeader!.generation).toBeGreaterThan(oldLeader!.generation);
    // the successor was asked for while the old leader still served
    const oldStop = r.of('tablet.stopped').find((e) => e.actor.node === oldLeader!.actor.node);
    expect(oldStop).toBeDefined();
    expect(handoff[0]!.t).toBeLessThan(oldStop!.t);
    // fenced by generation: nothing of the old generation is served after the new one served
    const served = r.of('tablet.served');
    const firstNew = served.find((e) => e.generation === newLeader!.generation)!;
    expect(firstNew).toBeDefined();
    expect(served.filter((e) => e.generation === oldLeader!.generation && e.t > firstNew.t)).toEqual([]);
    // no gap: served requests keep coming, at most one request period plus the move apart
    const times = served.map((e) => e.t);
    const gaps = times.slice(1).map((t, i) => t - times[i]!);
    expect(Math.max(...gaps)).toBeLessThan(S / 2);
    expect(r.violations).toEqual([]);
  });

  it('a boot asked of a node outside the PRIMARY pile is handed to a Bootstrapper in it', () => {
    const r = run([[0, { kind: 'tablet.boot', node: b1, tabletId: T }]], 3 * S);
    const [h] = r.of('tablet.handoff');
    expect(h).toMatchObject({ cause: 'refused', pile: pileB, toPile: pileA });
    expect(r.of('leader.elected').map((e) => e.actor.node)).toEqual([h!.to]);
  });
});
