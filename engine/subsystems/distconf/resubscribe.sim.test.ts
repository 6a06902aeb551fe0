/**
 * Subscribers follow a reconfiguration: every subsystem moves from G1 (the even nodes 2..16) to a
 * disjoint G3 (nodes 9, 11, 13, 15), then G1's nodes go down. A Board subscriber and a scheme cache on
 * node 9 must still see a publication and a schema version made after that, at once (no NotAvailable,
 * no back-off), and never lose or go back on what they had seen. Eight racks of two nodes: the
 * cluster's block-4-2 static group has its VDisks on the odd nodes (a rack's first), so it keeps all
 * eight and the SchemeShard still commits the new version — the nodes that go down held metadata
 * replicas only.
 */
import { describe, expect, it } from 'vitest';
import { createClusterSimulation } from '../../cluster.ts';
import { cluster, flat, groups } from '../../model/reconfig/testing.ts';
import { buildTopology } from '../../model/topology/build.ts';
import { eventsOf } from './testing.ts';

const S = 1_000_000;
const G1 = flat([2, 4, 6, 8, 10, 12, 14, 16], 5);
const G3 = flat([9, 11, 13, 15], 3);
const PATH = 'gpc+/Root/db1';
const SUBSCRIBER = 'sub@n9';

function run() {
  const topology = buildTopology({ name: 'dc8x2', realms: 1, racksPerRealm: 8, nodesPerRack: 2 });
  const sim = createClusterSimulation({ topology, config: cluster(groups(G1)), seed: 4 });
  sim.schedule(10_000, { kind: 'schemeshard.boot', node: 11, tabletId: '72057594046678944' });
  sim.schedule(10_000, { kind: 'board.subscribe', node: 9, path: PATH, subscriber: 'sub' });
  sim.schedule(10_000, { kind: 'schemeboard.subscribe', node: 9, path: '/Root/db1' });
  sim.schedule(20_000, { kind: 'board.publish', node: 11, path: PATH, payload: 'old', publisher: 'a' });
  sim.schedule(S, { kind: 'schema.change', node: 13, op: 'create', path: '/Root/db1' });
  sim.schedule(2 * S, { kind: 'reconfig.start', node: 15, subsystem: 'all', target: G3, pauseMs: 2000 });
  sim.runUntilSync(14 * S);
  for (let n = 2; n <= 16; n += 2) sim.schedule(14 * S, { kind: 'node.down', node: n });
  sim.schedule(15 * S, { kind: 'board.publish', node: 13, path: PATH, payload: 'new', publisher: 'b' });
  sim.schedule(15 * S, {
    kind: 'schema.change',
    node: 15,
    op: 'alter',
    path: '/Root/db1',
    object: { type: 'dir' },
  });
  sim.runUntilSync(16 * S);
  return sim;
}

describe('subscribers re-resolve on a new configuration', () => {
  const sim = run();

  it('the reconfiguration completed before G1 went down', () => {
    expect(eventsOf(sim, 'reconfig.done').map((e) => e.ok)).toEqual([true]);
    expect(eventsOf(sim, 'reconfig.done')[0]!.t).toBeLessThan(14 * S);
    const down = sim.trace.events.flatMap((e) => (e.kind === 'node.down' ? [e.target] : []));
    expect(down).toEqual([2, 4, 6, 8, 10, 12, 14, 16]);
  });

  it('a Board subscriber sees a publication made after its old replicas are gone', () => {
    const views = eventsOf(sim, 'board.view').filter((e) => e.subscriber === SUBSCRIBER);
    const after = views.filter((e) => e.t >= 15 * S && e.t < 16 * S);
    expect(after.at(-1)?.payloads).toEqual(['new', 'old']);
    // once seen, 'old' is never lost: not at the swap to G3, not when G1 goes down
    const firstOld = views.findIndex((v) => v.payloads.includes('old'));
    expect(firstOld).toBeGreaterThanOrEqual(0);
    expect(views.slice(firstOld).every((v) => v.payloads.includes('old'))).toBe(true);
    const failed = sim.trace.events.filter((e) => e.kind === 'op.failed' && e.opId === SUBSCRIBER);
    expect(failed).toEqual([]);
  });

  it('a scheme cache sees a version made after its old replicas are gone, never an older one', () => {
    const seen = eventsOf(sim, 'schema.view').filter((e) => e.node === 9 && e.path === '/Root/db1');
    const committed = eventsOf(sim, 'schema.committed').filter((e) => e.path === '/Root/db1');
    expect(committed.map((e) => e.t >= 15 * S)).toEqual([false, true]);
    const last = committed.at(-1)!;
    expect(seen.at(-1)?.version).toBe(last.version);
    expect(seen.at(-1)!.t).toBeLessThan(16 * S);
    const versions = seen.map((e) => e.version);
    expect(versions).toEqual([...versions].sort((a, b) => a - b));
  });
});
