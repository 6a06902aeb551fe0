import { describe, expect, it } from 'vitest';
import type { Stamped } from '../kernel/trace.ts';
import { buildConfig } from '../model/config/builder.ts';
import { buildTopology } from '../model/topology/build.ts';
import { twoPileTopology } from '../model/bridge/testing.ts';
import type { BridgeEvent } from '../subsystems/distconf/bridge/events.ts';
import {
  bridgeFold,
  bridgePublicState,
  BRIDGE_REFUSALS_KEPT,
  committedClusterState,
  configUnderBridge,
  initBridge,
  copyBridge,
} from './bridge.ts';
import { foldEvents } from './fold.ts';

const topology = twoPileTopology();
const world = { topology, config: buildConfig(topology) };
const at = (t: number, e: BridgeEvent, node = 1): Stamped<BridgeEvent> => ({ ...e, t, node });

/** Generation 1: pile B failed over, A stays primary. */
const FAILOVER_B = {
  cause: 'failover',
  pile: 'B',
  perPile: ['SYNCHRONIZED', 'DISCONNECTED'],
  primary: 'A',
  promoted: 'A',
  generation: 1,
} as const;

describe('bridge fold', () => {
  it('has no root until the scepter is first held, then tells a lost quorum from a root not yet elected', () => {
    const s = foldEvents(bridgeFold, world, []);
    expect(s.root).toBe('none');
    bridgeFold.step(s, at(1, { kind: 'bridge.root', root: true, generation: 0 }));
    expect(s.root).toBe('held');
    bridgeFold.step(s, at(2, { kind: 'bridge.root', root: false, generation: 0 }));
    expect(s.root).toBe('lost');
  });

  it('starts at the initial state; follows proposals, waiting, commits, sync and per-node application', () => {
    const s = foldEvents(bridgeFold, world, [
      at(1, {
        kind: 'bridge.proposed',
        ...FAILOVER_B,
      }),
      at(2, { kind: 'bridge.waiting', generation: 1, missing: ['A'] }),
    ]);
    expect(s.committed).toEqual({
      perPile: ['SYNCHRONIZED', 'SYNCHRONIZED'],
      primary: 'A',
      promoted: 'A',
      generation: 0,
    });
    expect(s.waitingFor).toEqual(['A']);
    expect(['A', 'B'].map((p) => bridgePublicState(s, p))).toEqual(['PRIMARY', 'SYNCHRONIZED']);
    bridgeFold.step(
      s,
      at(3, {
        kind: 'bridge.committed',
        ...FAILOVER_B,
      }),
    );
    bridgeFold.step(
      s,
      at(
        4,
        {
          kind: 'bridge.applied',
          perPile: ['SYNCHRONIZED', 'DISCONNECTED'],
          primary: 'A',
          promoted: 'A',
          generation: 1,
        },
        2,
      ),
    );
    expect(['A', 'B'].map((p) => bridgePublicState(s, p))).toEqual(['PRIMARY', 'DISCONNECTED']);
    expect(s).toMatchObject({ proposed: null, waitingFor: [], lastCause: 'failover' });
    expect(s.appliedByNode.get(2)?.generation).toBe(1);
    const sync = {
      pile: 'B',
      generation: 3,
      permille: 400,
      blobs: 2,
      totalBlobs: 5,
      bytes: 8,
      totalBytes: 20,
    };
    bridgeFold.step(s, at(5, { kind: 'bridge.sync', ...sync }));
    expect(s.sync).toEqual(sync);
    bridgeFold.step(
      s,
      at(6, {
        kind: 'bridge.committed',
        cause: 'sync-finished',
        pile: 'B',
        perPile: ['SYNCHRONIZED', 'SYNCHRONIZED'],
        primary: 'A',
        promoted: 'B',
        generation: 4,
      }),
    );
    // The finished sync stays as the last one (the Storage tab shows it done) until another starts.
    expect(s.sync).toEqual(sync);
    expect(['A', 'B'].map((p) => bridgePublicState(s, p))).toEqual(['PRIMARY', 'PROMOTED']);
  });

  it('keeps the newest refusals only', () => {
    const events = Array.from({ length: BRIDGE_REFUSALS_KEPT + 3 }, (_, i) =>
      at(i, {
        kind: 'bridge.refused',
        layer: 'distconf',
        command: `rejoin --pile B`,
        code: 'not-disconnected',
        reason: `r${i}`,
        generation: 0,
      }),
    );
    const s = foldEvents(bridgeFold, world, events);
    expect(s.refusals).toHaveLength(BRIDGE_REFUSALS_KEPT);
    expect(s.refusals.at(-1)?.reason).toBe(`r${BRIDGE_REFUSALS_KEPT + 2}`);
    expect(s.refusals[0]?.reason).toBe('r3');
  });

  it('has no cluster state outside bridge mode', () => {
    const plain = buildTopology({ name: 'p', realms: 1, racksPerRealm: 2, nodesPerRack: 1 });
    expect(bridgeFold.init({ topology: plain, config: buildConfig(plain) }).committed).toBeNull();
  });

  it('gives the committed state with pile indices and writes it into the ring groups', () => {
    const s = bridgeFold.init(world);
    const mark = copyBridge(s);
    bridgeFold.step(
      s,
      at(1, {
        kind: 'bridge.committed',
        cause: 'failover',
        pile: 'B',
        perPile: ['SYNCHRONIZED', 'DISCONNECTED'],
        primary: 'A',
        promoted: 'A',
        generation: 1,
      }),
    );
    expect(committedClusterState(s)).toEqual({
      perPile: ['SYNCHRONIZED', 'DISCONNECTED'],
      primary: 0,
      promoted: 0,
      generation: 1,
    });
    expect(s.committedAt.get(1)?.perPile).toEqual(['SYNCHRONIZED', 'DISCONNECTED']);
    expect(mark.committedAt.size).toBe(0);
    const live = configUnderBridge(s, world.config);
    expect(live.statestorage.ringGroups.map((g) => [g.pile, g.state])).toEqual([
      ['A', 'PRIMARY'],
      ['B', 'DISCONNECTED'],
    ]);
  });

  it('leaves the config alone outside bridge mode or for an unknown primary', () => {
    const s = bridgeFold.init(world);
    s.committed = { perPile: ['SYNCHRONIZED', 'SYNCHRONIZED'], primary: 'X', promoted: 'A', generation: 1 };
    expect(configUnderBridge(s, world.config)).toBe(world.config);
    const plain = buildTopology({ name: 'p', realms: 1, racksPerRealm: 1, nodesPerRack: 3 });
    const none = bridgeFold.init({ topology: plain, config: buildConfig(plain) });
    expect(configUnderBridge(none, world.config)).toBe(world.config);
  });
});

describe('bridge fold: refused sessions', () => {
  const st = {
    perPile: ['SYNCHRONIZED', 'SYNCHRONIZED'] as const,
    primary: 'A',
    promoted: 'A',
    generation: 0,
  };
  const session = (node: number, peer: number, accepted: boolean) => ({
    kind: 'bridge.session' as const,
    t: 1,
    node,
    peer,
    accepted,
    reason: accepted ? '' : 'ClusterState is different',
    ...st,
    peerPerPile: st.perPile,
    peerPrimary: 'B',
    peerPromoted: 'B',
    peerGeneration: 2,
  });

  it('keeps a refused session until that node accepts the peer again', () => {
    const s = initBridge(['A', 'B']);
    bridgeFold.step(s, session(14, 1, false));
    bridgeFold.step(s, session(1, 14, false));
    expect([...s.refusedSessions.keys()]).toEqual(['14>1', '1>14']);
    expect(s.refusedSessions.get('14>1')).toMatchObject({
      reason: 'ClusterState is different',
      theirs: { primary: 'B', generation: 2 },
    });
    bridgeFold.step(s, session(14, 1, true));
    expect([...s.refusedSessions.keys()]).toEqual(['1>14']);
  });
});
