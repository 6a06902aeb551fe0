import { describe, expect, it } from 'vitest';
import type { TraceEvent } from '../subsystems/unions.ts';
import { HIVE_MAX_REBOOTS, HIVE_REBOOT_US, PostHealHive } from './hive.ts';
import { HiveGenerations } from './hive-generations.ts';

const T = '72075186224037888';
const elected = (t: number, node: number, name: string): TraceEvent =>
  ({ kind: 'leader.elected', t, node, tabletId: T, generation: 3, actor: { node, name } }) as TraceEvent;
const stopped = (t: number, node: number, name: string, reason: string): TraceEvent =>
  ({ kind: 'tablet.stopped', t, node, tabletId: T, actor: { node, name }, reason }) as TraceEvent;

function boots(events: TraceEvent[]) {
  const hive = new PostHealHive(10_000_000, [1, 2, 3], 7);
  for (const e of events) hive.observe(e);
  return hive.take();
}

describe('Hive after the heal', () => {
  it('boots the tablet again when its running leader dies after the heal', () => {
    const b = boots([elected(14_500_000, 5, 'a1.1'), stopped(14_510_000, 5, 'a1.1', 'demoted-by-guardian')]);
    expect(b).toHaveLength(1);
    expect(b[0]?.atUs).toBe(14_510_000 + HIVE_REBOOT_US);
    expect(b[0]?.command).toMatchObject({ kind: 'tablet.boot', tabletId: T });
  });

  it('boots again when a boot fails after the heal and no leader lives', () => {
    const leaderDiedInFaults = [elected(1e6, 8, 'a1.1'), stopped(6e6, 8, 'a1.1', 'demoted-by-guardian')];
    expect(boots([...leaderDiedInFaults, stopped(14.9e6, 7, 'a1.7', 'boot-race')])).toHaveLength(1);
  });

  it('boots again when a boot fails after the heal and the leader died with its node during the faults', () => {
    const down = (t: number, target: number) => ({ kind: 'node.down', t, node: 0, target }) as TraceEvent;
    const nodeDied = [elected(1e6, 8, 'a1.1'), down(6e6, 8)];
    expect(boots([...nodeDied, stopped(14.5e6, 8, 'a2.2', 'boot-ss-error')])).toHaveLength(1);
    const otherNodeDied = [elected(1e6, 8, 'a1.1'), down(6e6, 9)];
    expect(boots([...otherNodeDied, stopped(14.5e6, 8, 'a2.2', 'boot-ss-error')])).toEqual([]);
  });

  it('leaves alone a leader replaced by a newer one, a boot that lost to a live leader, deaths before the heal', () => {
    expect(boots([elected(14e6, 5, 'a1.1'), stopped(15e6, 5, 'a1.1', 'demoted-by-statestorage')])).toEqual(
      [],
    );
    expect(boots([elected(14e6, 5, 'a1.1'), stopped(15e6, 6, 'a1.2', 'boot-race')])).toEqual([]);
    expect(boots([elected(5e6, 5, 'a1.1'), stopped(6e6, 5, 'a1.1', 'demoted-by-guardian')])).toEqual([]);
  });

  it('suggests a generation above the leaders it did not start (a bridge switchover successor)', () => {
    // Hive booted generation 1; switchovers then started successors at 2..4 in the promoted pile.
    const hive = new PostHealHive(10_000_000, [1, 2, 3], 7, new HiveGenerations(new Map([[T, 1]])));
    const at = (t: number, node: number, name: string, generation: number): TraceEvent =>
      ({ kind: 'leader.elected', t, node, tabletId: T, generation, actor: { node, name } }) as TraceEvent;
    for (const e of [
      at(1e6, 4, 'a1.1', 1),
      at(3e6, 11, 'a1.3', 2),
      at(6e6, 1, 'a1.3', 3),
      at(7e6, 11, 'a1.13', 4),
      stopped(8e6, 11, 'a1.13', 'pile B is not PRIMARY or PROMOTED (A)'),
      stopped(14.5e6, 4, 'a1.15', 'boot-suggest-outdated'),
    ])
      hive.observe(e);
    expect(hive.take().map((b) => b.command)).toEqual([
      { kind: 'tablet.boot', node: expect.any(Number), tabletId: T, generation: 5 },
    ]);
  });

  it(`gives up on a tablet after ${HIVE_MAX_REBOOTS} reboots`, () => {
    const events: TraceEvent[] = [];
    for (let k = 0; k < 5; k++)
      events.push(elected(14e6 + k * 1e6, 5, `a1.${k}`), stopped(14.5e6 + k * 1e6, 5, `a1.${k}`, 'isolated'));
    expect(boots(events)).toHaveLength(HIVE_MAX_REBOOTS);
  });

  it('boots at the heal a leader that died on a BlobStorage error under the faults and was not elected again', () => {
    const groupLost = [elected(1e6, 8, 'a1.1'), stopped(6e6, 8, 'a1.1', 'blobstorage-error')];
    const later = { kind: 'node.up', t: 10.2e6, node: 0, target: 4 } as TraceEvent;
    const b = boots([...groupLost, later]);
    expect(b).toHaveLength(1);
    expect(b[0]?.atUs).toBe(10.2e6 + HIVE_REBOOT_US);
    // elected again before the heal: nothing to do
    expect(boots([...groupLost, elected(7e6, 3, 'a1.2'), later])).toEqual([]);
    // a death the plan foresees (its node was hit) is left to the plan's boot at the heal
    expect(boots([elected(1e6, 8, 'a1.1'), stopped(6e6, 8, 'a1.1', 'isolated'), later])).toEqual([]);
  });

  it('boots in the kept pile every tablet with no live leader once a failover after the heal commits', () => {
    const bridge = {
      piles: [
        { id: 'A', nodes: [1, 2, 3] },
        { id: 'B', nodes: [11, 12, 13] },
      ],
      tablets: [T, '72075186224037889'],
    };
    const failover = (t: number, perPile: string[]) =>
      ({
        kind: 'bridge.committed',
        t,
        node: 1,
        cause: 'failover',
        pile: 'B',
        perPile,
      }) as unknown as TraceEvent;
    const run = (events: TraceEvent[], nodes = [1, 2, 3]) => {
      const hive = new PostHealHive(10_000_000, nodes, 7, new HiveGenerations(), bridge);
      for (const e of events) hive.observe(e);
      return hive.take();
    };
    // T's leader ran in B; the other tablet's boot was handed to B and never started
    const b = run([elected(3e6, 11, 'a1.3'), failover(16e6, ['SYNCHRONIZED', 'DISCONNECTED'])]);
    expect(b.map((x) => x.command.kind === 'tablet.boot' && x.command.tabletId).sort()).toEqual([
      T,
      '72075186224037889',
    ]);
    for (const x of b) {
      expect(x.atUs).toBe(16e6 + HIVE_REBOOT_US);
      expect(x.command).toMatchObject({ node: expect.toSatisfy((n: number) => [1, 2, 3].includes(n)) });
    }
    // a leader alive in the kept pile is left alone
    expect(run([elected(3e6, 2, 'a1.3'), failover(16e6, ['SYNCHRONIZED', 'DISCONNECTED'])])).toHaveLength(1);
    // before the heal (the plan's own failovers), or with Hive's own pile given up: nothing here
    expect(run([failover(5e6, ['SYNCHRONIZED', 'DISCONNECTED'])])).toEqual([]);
    expect(run([failover(16e6, ['DISCONNECTED', 'SYNCHRONIZED'])])).toEqual([]);
  });
});
