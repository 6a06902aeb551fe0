/**
 * Bridge mode, two piles: a SchemeShard is a tablet like the others (bridge-mode docs, "other
 * tablets"). It starts only in the PRIMARY or PROMOTED pile, follows a switchover to the promoted
 * pile without its schema going back, and stops in a pile a failover leaves out.
 */
import { describe, expect, it } from 'vitest';
import type { Command, TraceEvent } from '../unions.ts';
import { bridgePreset, nodesInPile, runBridge } from '../testing/bridgeRun.ts';
import { DEFAULT_SCHEMESHARD_ID as SS } from './agent.ts';

const S = 1_000_000;
const { topology } = bridgePreset;
const [pileA, pileB] = topology.piles.map((p) => p.id);
const pileOf = (node: number) => topology.nodes.find((n) => n.id === node)?.pile;
const a1 = nodesInPile(pileA)[0]!;
const b1 = nodesInPile(pileB)[0]!;

type Ev<K extends TraceEvent['kind']> = TraceEvent & { kind: K };

/** The run, its events narrowed to the SchemeShard's tablet where they name one. */
function run(cmds: [number, Command][], untilUs = 8 * S) {
  const r = runBridge(cmds, untilUs);
  const of = <K extends TraceEvent['kind']>(k: K): Ev<K>[] =>
    r.of(k).filter((e) => !('tabletId' in e) || e.tabletId === SS);
  return { of, violations: r.violations };
}

const create = (t: number, path: string): [number, Command] => [
  t,
  { kind: 'schema.change', node: a1, op: 'create', path, object: { type: 'dir' } },
];

describe('SchemeShard in bridge mode (bridge-2-piles)', () => {
  it('a boot asked of a node outside the PRIMARY pile is handed to a Bootstrapper in it', () => {
    const r = run([[0, { kind: 'schemeshard.boot', node: b1, tabletId: SS }]], 3 * S);
    const [h] = r.of('tablet.handoff');
    expect(h).toMatchObject({ cause: 'refused', pile: pileB, toPile: pileA });
    expect(r.of('leader.elected').map((e) => e.actor.node)).toEqual([h!.to]);
  });

  it('a switchover moves it to the promoted pile; the successor goes on from the committed schema', () => {
    const r = run([
      [0, { kind: 'schemeshard.boot', node: a1, tabletId: SS }],
      create(S, '/Root/a'),
      [2 * S, { kind: 'bridge.switchover', node: a1, newPrimary: pileB! }],
      create(4 * S, '/Root/b'),
    ]);
    expect(r.of('tablet.handoff')).toMatchObject([{ cause: 'switchover', pile: pileA, toPile: pileB }]);
    const elected = r.of('leader.elected');
    expect(elected.map((e) => pileOf(e.actor.node))).toEqual([pileA, pileB]);
    expect(elected[1]!.generation).toBeGreaterThan(elected[0]!.generation);
    // the successor committed /Root/b after reading /Root/a back: /Root went 1 → 2 → 3, never back
    const root = r.of('schema.committed').filter((e) => e.path === '/Root');
    expect(
      Math.max(...root.filter((e) => e.generation === elected[1]!.generation).map((e) => e.version)),
    ).toBe(3);
    expect(r.violations).toEqual([]);
  });

  it('stops in a pile a failover leaves out', () => {
    const r = run([
      [0, { kind: 'schemeshard.boot', node: a1, tabletId: SS }],
      [2 * S, { kind: 'bridge.failover', node: b1, pile: pileA!, newPrimary: pileB! }],
    ]);
    const stopped = r.of('tablet.stopped');
    expect(stopped).toMatchObject([{ reason: `pile ${pileA} is not PRIMARY or PROMOTED (${pileB})` }]);
    expect(pileOf(stopped[0]!.actor.node)).toBe(pileA);
    // at once: the node's new cluster state wakes it (it may get no other message for seconds)
    const applied = r
      .of('bridge.applied')
      .find((e) => e.node === stopped[0]!.actor.node && e.primary === pileB);
    expect(stopped[0]!.t - applied!.t).toBeLessThan(1_000);
    expect(r.violations).toEqual([]);
  });
});
