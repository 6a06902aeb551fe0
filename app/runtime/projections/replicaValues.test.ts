import { describe, expect, it } from 'vitest';
import type { TraceEvent } from '../../../engine/index.ts';
import { FoldProjection } from '../foldProjection.ts';
import { replicaValueId, replicaValuesSpec, type ReplicaValues } from './replicaValues.ts';

const TABLET = '72075186224037888';
const changed = (node: number, replica: string, summary: string): TraceEvent => ({
  kind: 'replica.changed',
  subsystem: 'statestorage',
  replica,
  key: TABLET,
  summary,
  t: 10,
  node,
});

function projection() {
  const published: ReplicaValues[] = [];
  const p = new FoldProjection(replicaValuesSpec, (v: ReplicaValues) => published.push(v));
  return { p, values: () => published.at(-1) ?? {}, published };
}

describe('replica values folded from the trace', () => {
  it('keeps the latest summary per replica and record, as the StateStorage replica emits it', () => {
    const { p, values } = projection();
    p.fold([
      changed(3, 'ssr:0:0:2', 'leader 1:a1.1 gen 1:0 locked'),
      changed(6, 'ssr:0:1:2', 'leader 1:a1.1 gen 1:0 locked'),
      changed(3, 'ssr:0:0:2', 'leader 1:a1.1 gen 1:0'),
    ]);
    expect(values()[replicaValueId(3, 'ssr:0:0:2')]?.[TABLET]).toBe('leader 1:a1.1 gen 1:0');
    expect(values()[replicaValueId(6, 'ssr:0:1:2')]?.[TABLET]).toBe('leader 1:a1.1 gen 1:0 locked');
  });

  it('forgets what a node held when it goes down or crashes (replicas restart empty)', () => {
    const { p, values } = projection();
    p.fold([
      changed(3, 'ssr:0:0:2', 'leader 1:a1.1 gen 1:0'),
      changed(6, 'ssr:0:1:2', 'leader 1:a1.1 gen 1:0'),
      changed(13, 'ssr:0:4:1', 'leader 1:a1.1 gen 1:0'),
      { kind: 'node.down', t: 20, node: 0, target: 3 },
      { kind: 'node.crashed', t: 20, node: 0, target: 6, error: 'worker died' },
    ]);
    expect(Object.keys(values())).toEqual([replicaValueId(13, 'ssr:0:4:1')]);
    // A value written after the restart shows again.
    p.fold([changed(3, 'ssr:0:0:2', 'leader 2:a1.1 gen 2:0')]);
    expect(values()[replicaValueId(3, 'ssr:0:0:2')]?.[TABLET]).toBe('leader 2:a1.1 gen 2:0');
  });

  it('publishes only batches that change something, and rewinds to a mark unchanged', () => {
    const { p, values, published } = projection();
    p.fold([changed(3, 'ssr:0:0:2', 'a')]);
    const mark = p.mark();
    p.fold([{ kind: 'node.up', t: 30, node: 0, target: 9 }]);
    expect(published).toHaveLength(1);
    p.fold([changed(3, 'ssr:0:0:2', 'b')]);
    p.rewind(mark);
    expect(values()[replicaValueId(3, 'ssr:0:0:2')]?.[TABLET]).toBe('a');
    p.reset();
    expect(values()).toEqual({});
  });
});
