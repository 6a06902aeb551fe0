import { describe, expect, it } from 'vitest';
import type { Stamped } from '../kernel/trace.ts';
import { buildConfig } from '../model/config/builder.ts';
import { twoPileTopology } from '../model/bridge/testing.ts';
import type { BridgeEvent } from '../subsystems/distconf/bridge/events.ts';
import type { TraceEvent } from '../subsystems/unions.ts';
import { createBridgeChecker } from './bridge.ts';

const topology = twoPileTopology();
// Pile A: n1, n2; pile B: n3, n4.
const world = { topology, config: buildConfig(topology), seed: 1 };
const ev = (e: BridgeEvent, node = 1, t = 0) =>
  ({ ...e, node, t }) as Stamped<BridgeEvent> as unknown as TraceEvent;
type S = 'SYNCHRONIZED' | 'DISCONNECTED';
const st = (generation: number, primary = 'A', b: S = 'SYNCHRONIZED', a: S = 'SYNCHRONIZED') => ({
  perPile: [a, b],
  primary,
  promoted: primary,
  generation,
});
/** Generation 1 committed: pile A failed over, B primary. */
const failoverToB = () =>
  ev({
    kind: 'bridge.committed',
    cause: 'failover',
    pile: 'A',
    ...st(1, 'B', 'SYNCHRONIZED', 'DISCONNECTED'),
  });

describe('bridge invariants', () => {
  it('generation strictly +1', () => {
    const c = createBridgeChecker(world);
    expect(
      c.observe(
        ev({ kind: 'bridge.committed', cause: 'failover', pile: 'B', ...st(1, 'A', 'DISCONNECTED') }),
      ),
    ).toEqual([]);
    expect(c.observe(ev({ kind: 'bridge.committed', cause: 'rejoin', pile: 'B', ...st(3) }))[0]).toMatch(
      /generation 3 committed after 1/,
    );
  });

  it('the same state committed again at its generation is one commit; another state is a violation', () => {
    const c = createBridgeChecker(world);
    const failover = st(1, 'B', 'SYNCHRONIZED', 'DISCONNECTED');
    expect(c.observe(ev({ kind: 'bridge.committed', cause: 'failover', pile: 'A', ...failover }))).toEqual(
      [],
    );
    expect(c.observe(ev({ kind: 'bridge.committed', cause: 'failover', pile: 'A', ...failover }, 3))).toEqual(
      [],
    );
    expect(
      c.observe(
        ev({ kind: 'bridge.committed', cause: 'switch', pile: 'B', ...st(1, 'A', 'DISCONNECTED') }, 3),
      )[0],
    ).toMatch(/generation 1 committed after 1/);
  });

  it('a committed primary must be SYNCHRONIZED', () => {
    const c = createBridgeChecker(world);
    expect(
      c.observe(
        ev({
          kind: 'bridge.committed',
          cause: 'switch',
          pile: 'A',
          ...st(1, 'A', 'SYNCHRONIZED', 'DISCONNECTED'),
        }),
      )[0],
    ).toMatch(/primary pile A is DISCONNECTED/);
  });

  it('a node applying a generation with another primary than committed is two piles acting PRIMARY', () => {
    const c = createBridgeChecker(world);
    c.observe(failoverToB());
    expect(
      c.observe(ev({ kind: 'bridge.applied', ...st(1, 'B', 'SYNCHRONIZED', 'DISCONNECTED') }, 3)),
    ).toEqual([]);
    expect(c.observe(ev({ kind: 'bridge.applied', ...st(1, 'A', 'DISCONNECTED') }, 1))[0]).toMatch(
      /committed as/,
    );
    expect(c.observe(ev({ kind: 'bridge.applied', ...st(2) }, 1))[0]).toMatch(/never committed/);
  });
});
