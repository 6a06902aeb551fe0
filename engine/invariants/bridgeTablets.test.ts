import { describe, expect, it } from 'vitest';
import type { Stamped } from '../kernel/trace.ts';
import { buildConfig } from '../model/config/builder.ts';
import { twoPileTopology } from '../model/bridge/testing.ts';
import type { BridgeEvent } from '../subsystems/distconf/bridge/events.ts';
import type { TraceEvent } from '../subsystems/unions.ts';
import { createBridgeTabletChecker } from './bridgeTablets.ts';

const topology = twoPileTopology();
// Pile A: n1, n2; pile B: n3, n4.
const world = { topology, config: buildConfig(topology), seed: 1 };
const applied = (node: number, primary: string, promoted: string, a = 'SYNCHRONIZED') =>
  ({
    kind: 'bridge.applied',
    perPile: [a, 'SYNCHRONIZED'],
    primary,
    promoted,
    generation: 1,
    node,
    t: 0,
  }) as Stamped<BridgeEvent> as unknown as TraceEvent;
const served = (node: number) =>
  ({
    kind: 'tablet.served',
    tabletId: '1',
    generation: 4,
    step: 1,
    actor: { node, name: 't' },
    client: { node, name: 'c' },
    node,
    t: 0,
  }) as TraceEvent;

describe('bridge-tablet-pile: no tablet serves outside the PRIMARY / PROMOTED pile', () => {
  it('before any applied state only the first pile serves', () => {
    const c = createBridgeTabletChecker(world);
    expect(c.observe(served(1))).toEqual([]);
    expect(c.observe(served(3))).toEqual([
      'tablet 1 (generation 4) served a write on n3 in pile B, which is neither PRIMARY (A) nor PROMOTED (A) in the cluster state (generation 0) that node applied',
    ]);
  });

  it('during a switchover both the primary and the promoted pile serve; after it only the new primary', () => {
    const c = createBridgeTabletChecker(world);
    c.observe(applied(1, 'A', 'B'));
    c.observe(applied(3, 'A', 'B'));
    expect([...c.observe(served(1)), ...c.observe(served(3))]).toEqual([]);
    c.observe(applied(1, 'B', 'B'));
    expect(c.observe(served(1))[0]).toMatch(/pile A, which is neither PRIMARY \(B\) nor PROMOTED \(B\)/);
  });

  it('judges by the state the serving node applied, not by another node', () => {
    const c = createBridgeTabletChecker(world);
    c.observe(applied(1, 'B', 'B', 'DISCONNECTED'));
    expect(c.observe(served(3))).toHaveLength(1);
    c.observe(applied(3, 'B', 'B', 'DISCONNECTED'));
    expect(c.observe(served(3))).toEqual([]);
  });

  it("judges a SchemeShard's committed schema change as a served write", () => {
    const c = createBridgeTabletChecker(world);
    const committed = (node: number) =>
      ({ kind: 'schema.committed', path: '/Root/db1', version: 3, generation: 2, node, t: 0 }) as TraceEvent;
    expect(c.observe(committed(1))).toEqual([]);
    c.observe(applied(3, 'A', 'A'));
    expect(c.observe(committed(3))).toEqual([
      'SchemeShard (generation 2) committed /Root/db1 v3 on n3 in pile B, which is neither PRIMARY (A) nor PROMOTED (A) in the cluster state (generation 1) that node applied',
    ]);
  });
});
