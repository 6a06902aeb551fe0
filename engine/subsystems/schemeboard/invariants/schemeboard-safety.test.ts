import { describe, expect, it } from 'vitest';
import { createSchemeBoardSafetyChecker } from './schemeboard-safety.ts';
import { flatGroup, testWorld } from '../../testing/fakeCtx.ts';
import { targetsFor } from '../../board/contract.ts';
import type { ActorContext, Behaviour, KernelMessage } from '../../../kernel/actor.ts';
import { sbPopulator } from '../populator.ts';
import { sbSubscriber } from '../subscriber.ts';
import type { SchemeBoardInbox } from '../inbox.ts';
import { SUBSYSTEM_DESCRIPTORS, type TraceEvent } from '../../index.ts';
import { createClusterSimulation } from '../../../cluster.ts';

const world = testWorld(5, [flatGroup([1, 2, 3, 4, 5], 3)]);
const P = '/Root/t';
const OWNER = '72057594046678944';
const ev = (e: Record<string, unknown>, t: number, node: number) => ({ ...e, t, node }) as TraceEvent;
const populate = (t: number, generation: number) =>
  ev(
    {
      kind: 'op.started',
      subsystem: 'schemeboard',
      op: 'sb.populate',
      opId: `${OWNER}:g${generation}`,
      key: OWNER,
    },
    t,
    1,
  );
const describeV = (t: number, version: number, localPathId = 2) =>
  ev(
    {
      kind: 'op.started',
      subsystem: 'schemeboard',
      op: 'sb.update',
      opId: `${OWNER}:${localPathId}:v${version}`,
      key: P,
    },
    t,
    1,
  );
const view = (t: number, node: number, generation: number, version: number, deleted = false) =>
  ev({ kind: 'schema.view', path: P, generation, version, deleted }, t, node);
const committed = (t: number, version: number) => ev({ kind: 'schema.committed', path: P, version }, t, 1);
const run = (events: TraceEvent[]) => {
  const c = createSchemeBoardSafetyChecker(world);
  return events.flatMap((e) => c.observe(e));
};

describe('schemeboard safety: described versions', () => {
  it('accepts what the populator started, flags anything else', () => {
    expect(run([populate(0, 2), describeV(1, 1), view(2, 3, 2, 1)])).toEqual([]);
    expect(run([populate(0, 2), view(1, 3, 2, 1, false)])).toHaveLength(1); // /Root/t not described
    expect(run([populate(0, 2), describeV(1, 1), view(2, 3, 2, 2)])[0]).toContain('never described');
    expect(run([populate(0, 2), describeV(1, 1), view(2, 3, 3, 1)])).toHaveLength(1); // other generation
    // the initial descriptions (initSchema) count as described
    expect(
      run([
        populate(0, 2),
        ev({ kind: 'schema.view', path: '/Root', generation: 2, version: 1, deleted: false }, 1, 3),
      ]),
    ).toEqual([]);
  });
});

describe('schemeboard safety: no resurrection', () => {
  const base = [populate(0, 2), describeV(1, 1), describeV(2, 2), view(3, 3, 2, 1), view(4, 3, 2, 2, true)];
  it('flags an older alive version after a committed deletion the node saw, restart or not', () => {
    const down = ev({ kind: 'node.down', target: 3 }, 6, 0);
    expect(run([...base, committed(5, 2), down, view(7, 3, 2, 1)])[0]).toContain('committed deletion g2 v2');
    expect(run([...base, committed(5, 2), view(7, 3, 2, 1)])).toHaveLength(1);
  });
  it('an uncommitted deletion, another node, or a newer incarnation are fine', () => {
    expect(run([...base, view(7, 3, 2, 1)])).toEqual([]);
    expect(run([...base, committed(5, 2), view(7, 4, 2, 1)])).toEqual([]);
    expect(run([...base, committed(5, 2), describeV(6, 3, 3), view(7, 3, 2, 3)])).toEqual([]);
  });
});

/** Wraps a behaviour's receive with a context whose sends pass through `map`. */
function mapSends<S>(b: Behaviour<S>, map: (msg: KernelMessage) => KernelMessage): Behaviour<S> {
  return {
    ...b,
    receive(s, env, ctx) {
      const c: ActorContext = Object.create(ctx) as ActorContext;
      c.send = (to, msg) => ctx.send(to, map(msg));
      return b.receive(s, env, c);
    },
  };
}

/** A populator that does not send what it was given: every update carries the next version. */
const inventingPopulator = mapSends(sbPopulator as Behaviour<unknown>, (msg) => {
  const m = msg as SchemeBoardInbox;
  return m.kind === 'sb.update'
    ? { ...m, description: { ...m.description, version: m.description.version + 1 } }
    : msg;
});

/** A subscriber that reports after one replica's answer instead of a majority's. */
const hastySubscriber: Behaviour<unknown> = {
  ...(sbSubscriber as Behaviour<unknown>),
  init(ctx, args) {
    const s = (sbSubscriber as Behaviour<unknown>).init(ctx, args) as { groups: { majority: number }[] };
    s.groups = s.groups.map((g) => ({ ...g, majority: 1 }));
    return s;
  },
};

function simulate(variant: Behaviour<unknown> | null, seed: number) {
  const subsystems = SUBSYSTEM_DESCRIPTORS.map((d) =>
    variant && d.id === 'schemeboard'
      ? { ...d, behaviours: d.behaviours.map((b) => (b.type === variant.type ? variant : b)) }
      : d,
  );
  const s = createClusterSimulation({ topology: world.topology, config: world.config, seed, subsystems });
  const S = 1_000_000;
  const replicaNodes = targetsFor(world, 'schemeboard', { kind: 'path', path: P })[0]!.replicas.map(
    (r) => r.node,
  );
  const stale = replicaNodes.find((n) => n !== 1)!; // misses the drop
  const cache = [2, 3, 4, 5].find((n) => !replicaNodes.includes(n))!; // its restart keeps every replica
  const others = replicaNodes.filter((n) => n !== stale && n !== cache);
  s.schedule(0, { kind: 'schemeshard.boot', node: 1, tabletId: OWNER });
  s.schedule(10_000, { kind: 'schemeboard.subscribe', node: cache, path: P });
  s.schedule(S, { kind: 'schema.change', node: 2, op: 'create', path: P, object: { type: 'dir' } });
  s.schedule(2 * S, { kind: 'link.cut', a: { nodes: [stale] }, b: { nodes: [1] } });
  s.schedule(3 * S, { kind: 'schema.change', node: 2, op: 'drop', path: P });
  s.schedule(5 * S, { kind: 'node.restart', node: cache, downForUs: S / 2 });
  // the up-to-date replicas answer the restarted cache late
  if (others.length > 0)
    s.schedule(5 * S, { kind: 'link.delay', a: { nodes: [cache] }, b: { nodes: others }, extraUs: 40_000 });
  s.schedule(6 * S, { kind: 'schemeboard.subscribe', node: cache, path: P });
  s.runUntilSync(8 * S);
  const c = createSchemeBoardSafetyChecker(world);
  return { events: s.trace.events, violations: s.trace.events.flatMap((e) => c.observe(e)), cache };
}

describe('schemeboard safety on simulations', () => {
  it.each([1, 2, 3])('seed %i: a cache restarts after a drop a replica missed: quiet', (seed) => {
    const { events, violations, cache } = simulate(null, seed);
    expect(violations).toEqual([]);
    // the checker had something to check: the cache saw the deletion before and after its restart
    const deleted = events.filter(
      (e) => e.kind === 'schema.view' && e.node === cache && e.path === P && e.deleted,
    );
    expect(deleted.length).toBeGreaterThanOrEqual(2);
  });

  it.each([1, 2, 3])('seed %i: fires when a populator invents versions', (seed) => {
    expect(simulate(inventingPopulator, seed).violations.join('\n')).toContain('never described');
  });

  it.each([1, 2, 3])('seed %i: fires when a restarted cache trusts one replica', (seed) => {
    expect(simulate(hastySubscriber, seed).violations.join('\n')).toContain('alive, but its cache showed');
  });
});
