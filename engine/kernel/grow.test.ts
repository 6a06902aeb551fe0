/**
 * The add commands at run time: a slot joins once. A page's "Add node" followed by a scenario's
 * `rack.add` of the same rack must not join the node twice (the scenario checker cannot see a
 * command sent live, so the kernel refuses it with the checker's reason).
 */
import { describe, expect, it } from 'vitest';
import { joinRefusalText, reserveCommands } from '../model/topology/membership.ts';
import { testSim } from './testing/sim.ts';
import { testTopology } from './testing/topology.ts';
import type { FaultCommand } from './faults.ts';

// testTopology(1, 3, 2): dc1 = racks dc1-r1 (nodes 1, 2), dc1-r2 (3, 4), dc1-r3 (5, 6).
const grown = (steps: [number, FaultCommand][]) => {
  const topology = { ...testTopology(1, 3, 2), reserve: [5, 6] };
  const sim = testSim([], { topology });
  for (const c of reserveCommands(topology)) sim.schedule(0, c);
  for (const [at, c] of steps) sim.schedule(at, c);
  sim.runUntilSync(10_000);
  const events = sim.trace.events;
  return {
    joined: events.flatMap((e) => (e.kind === 'cluster.joined' ? [e.nodes] : [])),
    refused: events.flatMap((e) =>
      e.kind === 'cluster.joinRefused' ? [`${e.command}: ${joinRefusalText(e.refusal)}`] : [],
    ),
    ups: events.flatMap((e) => (e.kind === 'node.up' ? [e.target] : [])),
  };
};

describe('node.add / rack.add / dc.add at run time', () => {
  it('node.add then rack.add of its rack: the rack is refused, node 5 joins once', () => {
    const r = grown([
      [1000, { kind: 'node.add', node: 5 }],
      [2000, { kind: 'rack.add', rack: 'dc1-r3' }],
    ]);
    expect(r.joined).toEqual([[5]]);
    expect(r.ups).toEqual([5]);
    expect(r.refused).toEqual([
      "rack.add: rack 'dc1-r3': node 5 is already in the cluster (reserved slots free: 6)",
    ]);
  });

  it('refuses a node that was never reserved, and a node added twice', () => {
    const r = grown([
      [1000, { kind: 'node.add', node: 2 }],
      [2000, { kind: 'node.add', node: 6 }],
      [3000, { kind: 'node.add', node: 6 }],
    ]);
    expect(r.joined).toEqual([[6]]);
    expect(r.refused).toEqual([
      'node.add: node 2: node 2 is already in the cluster (reserved slots free: 5, 6)',
      'node.add: node 6: node 6 is already in the cluster (reserved slots free: 5)',
    ]);
  });

  it('rack.add joins both free slots; dc.add of a datacenter with members is refused', () => {
    const r = grown([
      [1000, { kind: 'rack.add', rack: 'dc1-r3' }],
      [2000, { kind: 'dc.add', dc: 'dc1' }],
    ]);
    expect(r.joined).toEqual([[5, 6]]);
    expect(r.refused).toEqual([
      "dc.add: datacenter 'dc1': node 1, 2, 3, 4, 5, 6 is already in the cluster (reserved slots free: none)",
    ]);
  });
});
