import { describe, expect, it } from 'vitest';
import { MAX_DISTCONF_QUEUE } from '../../../limits.ts';
import { buildTopology } from '../../../model/topology/build.ts';
import { initialClusterState } from '../../../model/bridge/state.ts';
import { nodeQuorumByPile } from '../../../model/bridge/quorum.ts';
import {
  initKeeper,
  keeperAdmin,
  keeperFinish,
  keeperTick,
  keeperSyncReport,
  type KeeperState,
} from './keeper.ts';
import { bridgeCommitQuorum, bridgeRootEligible, missingQuorumPiles } from './quorum.ts';
import type { BridgeEvent } from './events.ts';
import type { BridgeCommand } from './commands.ts';

const topo = buildTopology({ name: 'b', realms: 2, racksPerRealm: 5, nodesPerRack: 2, piles: ['A', 'B'] });
const piles = ['A', 'B'];
const pileA = new Set(topo.nodes.filter((n) => n.pile === 'A').map((n) => n.id));
const all = new Set(topo.nodes.map((n) => n.id));

/** Ticks with `up` answering until nothing more happens; returns every event. */
function settle(k: KeeperState, up: ReadonlySet<number>, maxTicks = 200): BridgeEvent[] {
  const out: BridgeEvent[] = [];
  for (let i = 0; i < maxTicks; i++) {
    const ev = keeperTick(
      k,
      {
        nodeQuorum: nodeQuorumByPile(topo, (n) => up.has(n)),
        missing: (s) => missingQuorumPiles(topo, s, up),
      },
      piles,
    );
    out.push(...ev);
  }
  return out;
}

describe('bridge keeper (distconf root)', () => {
  it('B1/B2/B3 refusals come out as bridge.refused with the stored generation', () => {
    const k = initKeeper({ ...initialClusterState(2), generation: 5 });
    expect(
      keeperAdmin(
        k,
        {
          kind: 'bridge.switch',
          node: 1,
          perPile: ['SYNCHRONIZED', 'DISCONNECTED'],
          primary: 'A',
          promoted: 'A',
          generation: 7,
        },
        piles,
      ),
    ).toEqual({
      kind: 'bridge.refused',
      command: 'switch SYNCHRONIZED,DISCONNECTED primary A promoted A gen 7',
      layer: 'distconf',
      status: 'INTERNAL_ERROR',
      code: 'generation',
      reason: 'New cluster state generation# 7 expected# 6',
      generation: 5,
    });
    expect(
      keeperAdmin(
        k,
        {
          kind: 'bridge.switch',
          node: 1,
          perPile: ['SYNCHRONIZED', 'NOT_SYNCHRONIZED_1'],
          primary: 'A',
          promoted: 'A',
          generation: 6,
        },
        piles,
      ),
    ).toMatchObject({
      reason: 'Invalid transition from SYNCHRONIZED to NOT_SYNCHRONIZED_1',
    });
    expect(keeperAdmin(k, { kind: 'bridge.rejoin', node: 1, pile: 'C' }, piles)).toMatchObject({
      command: 'rejoin --pile C',
      layer: 'server',
      reason: 'Invalid pile name# C',
    });
    expect(keeperAdmin(k, { kind: 'bridge.takedown', node: 1, pile: 'B' }, piles)).toMatchObject({
      layer: 'server',
      reason: 'Unsupported pile state',
    });
    expect(k.pending).toBeNull();
  });

  it('failover of dead B commits with A alone, then rejoin → NS1 → NS2 → sync → SYNCHRONIZED', () => {
    const k = initKeeper(initialClusterState(2));
    expect(keeperAdmin(k, { kind: 'bridge.failover', node: 1, pile: 'B' }, piles)).toMatchObject({
      kind: 'bridge.proposed',
      cause: 'failover',
      pile: 'B',
      generation: 1,
    });
    // A command sent while a proposal is in flight waits its turn (InvokeActorQueue), then is checked.
    expect(keeperAdmin(k, { kind: 'bridge.rejoin', node: 1, pile: 'B' }, piles)).toEqual({
      kind: 'bridge.queued',
      command: 'rejoin --pile B',
      behind: 1,
    });
    const ev = settle(k, pileA);
    expect(ev.filter((e) => e.kind === 'bridge.committed')).toEqual([
      {
        kind: 'bridge.committed',
        cause: 'failover',
        pile: 'B',
        perPile: ['SYNCHRONIZED', 'DISCONNECTED'],
        primary: 'A',
        promoted: 'A',
        generation: 1,
      },
      {
        kind: 'bridge.committed',
        cause: 'rejoin',
        pile: 'B',
        perPile: ['SYNCHRONIZED', 'NOT_SYNCHRONIZED_1'],
        primary: 'A',
        promoted: 'A',
        generation: 2,
      },
    ]);
    // B still dead: NS1 committed (A only) and stays NS1 without B's node quorum.
    expect(k.queue).toEqual([]);
    expect(k.stored.perPile).toEqual(['SYNCHRONIZED', 'NOT_SYNCHRONIZED_1']);
    const back = settle(k, all);
    // NS2 waits for the syncer's report: no timer finishes it.
    expect(
      back.filter((e) => e.kind === 'bridge.committed').map((e) => e.kind === 'bridge.committed' && e.cause),
    ).toEqual(['regain-quorum']);
    expect(k.stored.perPile).toEqual(['SYNCHRONIZED', 'NOT_SYNCHRONIZED_2']);
    // A report from the generation before (NS1's) is refused: "Generation mismatch".
    expect(keeperSyncReport(k, 1, 2, piles)).toMatchObject({
      kind: 'bridge.syncReport',
      ok: false,
      stored: 3,
      reason: 'generation mismatch',
    });
    expect(settle(k, all).some((e) => e.kind === 'bridge.committed')).toBe(false);
    expect(keeperSyncReport(k, 1, 3, piles)).toMatchObject({
      kind: 'bridge.syncReport',
      ok: true,
      generation: 3,
    });
    const done = settle(k, all).filter((e) => e.kind === 'bridge.committed');
    expect(done.map((e) => e.kind === 'bridge.committed' && [e.cause, e.generation])).toEqual([
      ['sync-finished', 4],
    ]);
    // Once B is SYNCHRONIZED a late report is refused too.
    expect(keeperSyncReport(k, 1, 4, piles)).toMatchObject({
      ok: false,
      reason: 'pile is not NOT_SYNCHRONIZED_2',
    });
    // The committed state carries its dsproxy-proxy config: four mode changes since the first config.
    expect(k.stored).toMatchObject({
      perPile: ['SYNCHRONIZED', 'SYNCHRONIZED'],
      primary: 0,
      promoted: 0,
      generation: 4,
      proxy: { ppGeneration: 5 },
    });
  });

  it('queued commands are checked in turn against the state then stored; a refused one lets the next go', () => {
    const k = initKeeper(initialClusterState(2));
    keeperAdmin(k, { kind: 'bridge.failover', node: 1, pile: 'B' }, piles);
    expect(keeperAdmin(k, { kind: 'bridge.failover', node: 1, pile: 'B' }, piles).kind).toBe('bridge.queued');
    expect(keeperAdmin(k, { kind: 'bridge.switchover', node: 1, newPrimary: 'B' }, piles).kind).toBe(
      'bridge.queued',
    );
    const ev = settle(k, pileA);
    // The repeated failover is accepted and only bumps the generation; the switchover to the
    // DISCONNECTED pile is then refused by distconf.
    expect(
      ev.flatMap((e) =>
        e.kind === 'bridge.committed'
          ? [`${e.cause}@${e.generation}`]
          : e.kind === 'bridge.refused'
            ? [e.reason]
            : [],
      ),
    ).toEqual(['failover@1', 'failover@2', "Can't switch to SYNCHRONIZED directly"]);
  });

  it('the queue is bounded by MAX_DISTCONF_QUEUE', () => {
    const k = initKeeper(initialClusterState(2));
    keeperAdmin(k, { kind: 'bridge.failover', node: 1, pile: 'B' }, piles);
    for (let i = 0; i < MAX_DISTCONF_QUEUE; i++)
      expect(keeperAdmin(k, { kind: 'bridge.rejoin', node: 1, pile: 'B' }, piles).kind).toBe('bridge.queued');
    expect(keeperAdmin(k, { kind: 'bridge.rejoin', node: 1, pile: 'B' }, piles)).toMatchObject({
      kind: 'bridge.refused',
      code: 'busy',
      reason: `distconf queue full (${MAX_DISTCONF_QUEUE} commands, MAX_DISTCONF_QUEUE)`,
    });
  });

  it('a proposal whose quorum is missing waits (once reported) and commits when the pile answers', () => {
    const k = initKeeper(initialClusterState(2));
    keeperAdmin(k, { kind: 'bridge.switchover', node: 1, newPrimary: 'B' }, piles);
    const ev = settle(k, pileA, 5);
    expect(ev).toEqual([{ kind: 'bridge.waiting', generation: 1, missing: ['B'] }]);
    const done = settle(k, all, 3);
    expect(
      done
        .filter((e) => e.kind === 'bridge.committed')
        .map((e) => e.kind === 'bridge.committed' && [e.cause, e.primary, e.promoted]),
    ).toEqual([
      ['switchover', 'A', 'B'],
      ['promote', 'B', 'B'],
    ]);
  });

  it('update --set … --quorum-pile A commits with A alone where B would be awaited otherwise', () => {
    const k = initKeeper(initialClusterState(2));
    const cmd: BridgeCommand = { kind: 'bridge.update', node: 1, set: ['B:PROMOTE'], quorumPiles: ['A'] };
    expect(keeperAdmin(k, cmd, piles)).toMatchObject({
      kind: 'bridge.proposed',
      cause: 'update',
      promoted: 'B',
    });
    const ev = settle(k, pileA, 1);
    expect(ev.filter((e) => e.kind === 'bridge.committed')).toHaveLength(1);
  });

  it('a persisted proposal of the same generation replaces its own, and it commits that one', () => {
    const other = initKeeper(initialClusterState(2));
    keeperAdmin(other, { kind: 'bridge.switchover', node: 1, newPrimary: 'B' }, piles);
    const persisted = other.pending!.state;
    const k = initKeeper(initialClusterState(2));
    keeperAdmin(k, { kind: 'bridge.failover', node: 1, pile: 'B' }, piles);
    expect(k.pending?.state.generation).toBe(persisted.generation);
    expect(keeperFinish(k, persisted, piles)).toMatchObject({
      kind: 'bridge.proposed',
      cause: 'finish-proposal',
      generation: 1,
      promoted: 'B',
    });
    const done = settle(k, all, 1).filter((e) => e.kind === 'bridge.committed');
    expect(done.map((e) => e.kind === 'bridge.committed' && [e.cause, e.generation, e.promoted])).toEqual([
      ['finish-proposal', 1, 'B'],
    ]);
  });
});

describe('seams', () => {
  it('B4: failover of A to B needs only B; B12: only primary-pile nodes are root-eligible', () => {
    const s = { perPile: ['DISCONNECTED', 'SYNCHRONIZED'] as const, primary: 1, promoted: 1, generation: 1 };
    const pileB = new Set([...all].filter((n) => !pileA.has(n)));
    expect(bridgeCommitQuorum(topo, s, pileB)).toBe(true);
    expect(bridgeCommitQuorum(topo, initialClusterState(2), pileB)).toBe(false);
    expect(bridgeRootEligible(topo, initialClusterState(2), 15, all)).toBe(false);
    expect(bridgeRootEligible(topo, initialClusterState(2), 1, all)).toBe(true);
    expect(bridgeRootEligible(topo, initialClusterState(2), 1, pileA)).toBe(false);
    expect(bridgeRootEligible(topo, s, 15, pileB)).toBe(true);
  });
});
