import { describe, expect, it } from 'vitest';
import { loadPreset } from '../presets.ts';
import type { NodeStatus } from '../kernel/runstate.ts';
import type { TraceEvent } from '../subsystems/unions.ts';
import { createEvaluator, type EvalContext } from './expectations.ts';
import { emptyObservers, observersFold } from '../folds/observers.ts';
import type { Expectation } from './schema.ts';

const { config, topology } = loadPreset('single-dc-8-racks');
const T = '72075186224037888'; // rings 5, 6, 7, 0, 1 → racks r6, r7, r8, r1, r2 (replica index 1: n12, n14, n16, n2, n4)

function world(down: readonly number[] = []) {
  const state = emptyObservers();
  const ctx: EvalContext = {
    state,
    status: (n): NodeStatus => (down.includes(n) ? 'down' : 'up'),
    config,
    nodes: topology.nodes.map((n) => n.id),
  };
  const feed = (...events: Record<string, unknown>[]) => {
    for (const e of events) observersFold.step(state, { t: 0, node: 0, ...e } as unknown as TraceEvent);
  };
  const check = (x: Record<string, unknown>, events: Record<string, unknown>[] = []) => {
    const ev = createEvaluator({ at: 0, ...x } as unknown as Expectation, config);
    for (const e of events) ev.observe({ t: 0, node: 0, ...e } as unknown as TraceEvent);
    return ev.check(ctx);
  };
  return { state, feed, check };
}

const actor = (node: number, name = 'a1.1') => ({ node, name });

describe('expectation evaluation', () => {
  it('record: quorum from the live node status', () => {
    const x = { expect: 'record', subsystem: 'statestorage', key: T, read: true, write: true };
    expect(world([1, 2]).check(x)).toMatchObject({ ok: true, detail: expect.stringContaining('4/5 alive') });
    // n2 and n12 are both replicas of T (rings 0 and 5), n14 a third: 2 of 5 left
    const lost = world([2, 12, 14]).check(x);
    expect(lost).toMatchObject({ ok: false, detail: expect.stringContaining('read no, write no') });
    expect(world([2, 12, 14]).check({ ...x, read: false, write: false }).ok).toBe(true);
    // nodes outside the record's selection do not matter
    expect(world([1, 3, 5, 6, 7, 8]).check(x).ok).toBe(true);
  });

  it('availability: share of sampled records with quorum', () => {
    const three = [1, 2, 3, 4, 5, 6]; // racks r1..r3
    expect(world([1, 2, 3, 4]).check({ expect: 'availability', minShare: 1, samples: 2000 }).ok).toBe(true);
    expect(world(three).check({ expect: 'availability', minShare: 1, samples: 2000 }).ok).toBe(false);
    expect(
      world(three).check({ expect: 'availability', subsystem: 'board', maxShare: 0.99, samples: 2000 }).ok,
    ).toBe(true);
  });

  it('leader: the live leader of the highest generation; node death and demotion remove it', () => {
    const w = world();
    const x = { expect: 'leader', tabletId: T, minGeneration: 3 };
    w.feed({ kind: 'leader.elected', tabletId: T, generation: 2, actor: actor(3) });
    expect(w.check(x)).toMatchObject({ ok: false, detail: 'leader n3 gen 2' });
    w.feed({ kind: 'leader.elected', tabletId: T, generation: 3, actor: actor(5) });
    expect(w.check(x)).toMatchObject({ ok: true, detail: 'leader n5 gen 3' });
    expect(w.check({ ...x, node: 3 }).ok).toBe(false);
    w.feed({ kind: 'node.down', target: 5 });
    expect(w.check(x)).toMatchObject({ ok: false, detail: 'leader n3 gen 2' });
    w.feed({
      kind: 'leader.demoted',
      tabletId: T,
      generation: 2,
      actor: actor(3),
      reason: 'newer generation',
    });
    expect(w.check({ expect: 'leader', tabletId: T, exists: false })).toMatchObject({
      ok: true,
      detail: 'no live leader',
    });
    expect(w.check({ expect: 'demoted', tabletId: T, node: 3 }).ok).toBe(true);
    expect(w.check({ expect: 'demoted', tabletId: T, node: 5 }).ok).toBe(false);
  });

  it('resolve: the last tablet.request outcome on the node', () => {
    const w = world();
    const x = { expect: 'resolve', tabletId: T, node: 4, minGeneration: 3 };
    expect(w.check(x).ok).toBe(false);
    const op = { subsystem: 'statestorage', op: 'tablet.request', opId: 'a1.2', key: T, node: 4 };
    w.feed({ ...op, kind: 'op.quorum', detail: 'OK gen 2' });
    expect(w.check(x)).toMatchObject({ ok: false, detail: 'OK gen 2' });
    w.feed({ ...op, kind: 'op.quorum', detail: 'OK gen 3' });
    expect(w.check(x).ok).toBe(true);
    w.feed({ ...op, kind: 'op.failed', detail: 'ERROR timeout' });
    expect(w.check(x).ok).toBe(false);
    expect(w.check({ ...x, ok: false }).ok).toBe(true);
  });

  it('board: exact payloads, includes and excludes; a dead node loses its subscriber', () => {
    const w = world();
    w.feed({ kind: 'board.view', subscriber: 'd@n7', path: 'gpc+/Root/db1', payloads: ['a', 'b'], node: 7 });
    expect(w.check({ expect: 'board', subscriber: 'd', node: 7, payloads: ['b', 'a'] }).ok).toBe(true);
    expect(w.check({ expect: 'board', subscriber: 'd', node: 7, payloads: ['a'] }).ok).toBe(false);
    expect(w.check({ expect: 'board', subscriber: 'd', node: 7, includes: ['a'], excludes: ['c'] }).ok).toBe(
      true,
    );
    expect(w.check({ expect: 'board', subscriber: 'd', node: 7, excludes: ['b'] })).toMatchObject({
      ok: false,
      detail: 'sees [a, b]',
    });
    w.feed({ kind: 'node.down', target: 7 });
    expect(w.check({ expect: 'board', subscriber: 'd', node: 7, includes: [] }).ok).toBe(false);
  });

  it('schema: version at least, deletions only when asked for', () => {
    const w = world();
    const view = (version: number, deleted: boolean) => ({
      kind: 'schema.view',
      node: 2,
      path: '/Root/t',
      version,
      generation: 2,
      deleted,
    });
    w.feed(view(0, true)); // strong "does not exist"
    expect(w.check({ expect: 'schema', node: 2, path: '/Root/t' }).ok).toBe(false);
    w.feed(view(2, false));
    expect(w.check({ expect: 'schema', node: 2, path: '/Root/t', minVersion: 2 }).ok).toBe(true);
    expect(w.check({ expect: 'schema', node: 2, path: '/Root/t', minVersion: 3 }).ok).toBe(false);
    w.feed(view(3, true));
    expect(w.check({ expect: 'schema', node: 2, path: '/Root/t', minVersion: 3 }).ok).toBe(false);
    expect(w.check({ expect: 'schema', node: 2, path: '/Root/t', minVersion: 3, deleted: true }).ok).toBe(
      true,
    );
  });

  it('event: counts matching events from `since`, within [atLeast, atMost]', () => {
    const w = world();
    const e = (t: number, generation: number) => ({
      kind: 'leader.elected',
      tabletId: T,
      generation,
      actor: actor(1),
      t,
    });
    const events = [e(500, 2), e(1500, 3), e(2500, 4)];
    expect(
      w.check({ expect: 'event', match: { kind: 'leader.elected', tabletId: T } }, events),
    ).toMatchObject({
      ok: true,
      detail: '3 matching event(s)',
    });
    expect(
      w.check({ expect: 'event', match: { kind: 'leader.elected' }, since: 1, atMost: 2 }, events).ok,
    ).toBe(true);
    expect(w.check({ expect: 'event', match: { kind: 'leader.elected' }, atMost: 2 }, events).ok).toBe(false);
    expect(
      w.check(
        { expect: 'event', match: { kind: 'leader.elected', actor: { node: 1, name: 'a1.1' } }, atLeast: 3 },
        events,
      ).ok,
    ).toBe(true);
    expect(w.check({ expect: 'event', match: { kind: 'leader.elected', generation: 9 } }, events).ok).toBe(
      false,
    );
  });

  it('invariants and node status', () => {
    const w = world([3]);
    expect(w.check({ expect: 'invariants' }).ok).toBe(true);
    w.state.violations.push({ invariant: 'x', message: 'broken', t: 1 });
    expect(w.check({ expect: 'invariants' })).toMatchObject({
      ok: false,
      detail: '1 violation(s), first: x: broken',
    });
    expect(w.check({ expect: 'node', node: 3, status: 'down' }).ok).toBe(true);
    expect(w.check({ expect: 'node', node: 4, status: 'down' })).toMatchObject({
      ok: false,
      detail: 'n4 is up',
    });
  });
});
