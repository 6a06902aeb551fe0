import { describe, expect, it } from 'vitest';
import type { TraceEvent } from '../subsystems/unions.ts';
import { PendingOps } from './pending.ts';

const start = (
  t: number,
  node: number,
  op: 'lookup' | 'sb.update' | 'publish',
  opId: string,
): TraceEvent => ({ kind: 'op.started', t, node, subsystem: 'statestorage', op, opId, key: 'k' });
const end = (t: number, node: number, op: 'lookup' | 'sb.update', opId: string): TraceEvent => ({
  kind: 'op.quorum',
  t,
  node,
  subsystem: 'statestorage',
  op,
  opId,
  key: 'k',
  detail: 'OK',
});

describe('PendingOps', () => {
  it('reports request-like operations that never ended while their node stayed up', () => {
    const p = new PendingOps();
    for (const e of [
      start(1, 1, 'lookup', 'a'),
      start(2, 2, 'lookup', 'a'),
      end(3, 1, 'lookup', 'a'),
      start(4, 3, 'publish', 'p'),
    ])
      p.observe(e);
    expect(p.unfinished(10)).toEqual({ lookup: 1 });
    expect(p.unfinished(2)).toEqual({}); // started at 2: not before 2
    p.observe({ kind: 'node.down', t: 5, node: 0, target: 2 });
    expect(p.unfinished(10)).toEqual({});
  });

  it("drops a stopped SchemeShard's populator updates", () => {
    const p = new PendingOps();
    p.observe(start(1, 4, 'sb.update', '720:2:v4'));
    p.observe(start(1, 4, 'sb.update', 'n4/a1.1'));
    p.observe({
      kind: 'tablet.stopped',
      t: 2,
      node: 4,
      tabletId: '720',
      actor: { node: 4, name: 'a1.1' },
      reason: 'demoted',
    });
    expect(p.unfinished(10)).toEqual({ 'sb.update': 1 });
  });
});
