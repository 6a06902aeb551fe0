/**
 * Board on the real runtime: 1 DC, 8 racks x 1 node, one ring group of 8 one-replica rings with
 * nto_select 5 (YDB's generated single-DC config).
 */
import { describe, expect, it } from 'vitest';
import { createClusterSimulation, type ClusterSimulation as Simulation } from '../../cluster.ts';
import type { Command, TraceEvent } from '../unions.ts';
import { blockWorld } from '../testing/block.ts';
import { targetsFor } from './targets.ts';

const { topology, config } = blockWorld;
const PATH = 'gpc+/Root/db1';
const S = 1_000_000;

function sim(seed = 7) {
  return createClusterSimulation({ topology, config, seed });
}
const at = (s: Simulation, t: number, c: Command) => s.schedule(t, c);
function views(s: Simulation, subscriber: string): { t: number; payloads: readonly string[] }[] {
  return s.trace.events
    .filter(
      (e): e is TraceEvent & { kind: 'board.view' } => e.kind === 'board.view' && e.subscriber === subscriber,
    )
    .map((e) => ({ t: e.t, payloads: e.payloads }));
}
const last = (s: Simulation, sub: string) => views(s, sub).at(-1)?.payloads;
const replicaNodes = () =>
  targetsFor({ topology, config, seed: 0 }, 'board', { kind: 'path', path: PATH })[0]!.replicas.map(
    (r) => r.node,
  );
const nonReplica = () => topology.nodes.map((n) => n.id).find((n) => !replicaNodes().includes(n))!;

describe('board on the simulation', () => {
  it('publish -> a subscriber on another node sees it; several publishers per path', () => {
    const s = sim();
    at(s, 0, { kind: 'board.publish', node: 1, path: PATH, payload: 'n1:2135', publisher: 'ep' });
    at(s, 0, { kind: 'board.publish', node: 2, path: PATH, payload: 'n2:2135', publisher: 'ep' });
    at(s, 50_000, { kind: 'board.subscribe', node: 3, path: PATH, subscriber: 'disco' });
    s.runUntilSync(1 * S);
    expect(last(s, 'disco@n3')).toEqual(['n1:2135', 'n2:2135']);
    at(s, 1 * S, { kind: 'board.publish', node: 4, path: PATH, payload: 'n4:2135', publisher: 'ep' });
    s.runUntilSync(2 * S);
    expect(last(s, 'disco@n3')).toEqual(['n1:2135', 'n2:2135', 'n4:2135']);
    at(s, 2 * S, { kind: 'board.unpublish', node: 2, publisher: 'ep' });
    s.runUntilSync(3 * S);
    expect(last(s, 'disco@n3')).toEqual(['n1:2135', 'n4:2135']);
  });

  it('publisher node dies -> its publication vanishes from the subscriber', () => {
    const s = sim();
    const pubNode = nonReplica();
    const subNode = replicaNodes()[0]!;
    at(s, 0, { kind: 'board.publish', node: pubNode, path: PATH, payload: 'dying', publisher: 'ep' });
    at(s, 0, { kind: 'board.subscribe', node: subNode, path: PATH, subscriber: 'disco' });
    s.runUntilSync(1 * S);
    expect(last(s, `disco@n${subNode}`)).toEqual(['dying']);
    at(s, 1 * S, { kind: 'node.down', node: pubNode });
    s.runUntilSync(2 * S);
    expect(last(s, `disco@n${subNode}`)).toEqual([]);
  });

  it('replica restart -> refilled by the publisher, the subscription survives and keeps the entry', () => {
    const s = sim();
    const [r0, r1] = replicaNodes();
    const pubNode = nonReplica();
    at(s, 0, { kind: 'board.publish', node: pubNode, path: PATH, payload: 'ep1', publisher: 'ep' });
    at(s, 0, { kind: 'board.subscribe', node: r1!, path: PATH, subscriber: 'disco' });
    s.runUntilSync(1 * S);
    at(s, 1 * S, { kind: 'node.restart', node: r0!, downForUs: 500_000 });
    s.runUntilSync(20 * S);
    const repl = s.trace.events.filter((e) => e.kind === 'replica.changed' && e.node === r0 && e.t > 1.5 * S);
    expect(repl.at(-1)).toMatchObject({ summary: expect.stringContaining('"ep1"') });
    expect(views(s, `disco@n${r1}`).map((v) => v.payloads)).toEqual([['ep1']]);
  });

  it('subscriber on a restarted replica node still gets later updates from the others', () => {
    const s = sim(11);
    const nodes = replicaNodes();
    const subNode = nonReplica();
    at(s, 0, { kind: 'board.subscribe', node: subNode, path: PATH, subscriber: 'disco' });
    // two of five replicas restart: the subscription keeps its majority
    at(s, 100_000, { kind: 'node.restart', node: nodes[0]!, downForUs: 3 * S });
    at(s, 100_000, { kind: 'node.restart', node: nodes[1]!, downForUs: 3 * S });
    at(s, 1 * S, { kind: 'board.publish', node: subNode, path: PATH, payload: 'late', publisher: 'ep' });
    s.runUntilSync(2 * S);
    expect(last(s, `disco@n${subNode}`)).toEqual(['late']);
    s.runUntilSync(30 * S);
    // every replica ends up holding it (the restarted ones refilled)
    for (const n of nodes) {
      const ev = s.trace.events.filter((e) => e.kind === 'replica.changed' && e.node === n).at(-1);
      expect(ev).toMatchObject({ summary: expect.stringContaining('"late"') });
    }
  });
});
