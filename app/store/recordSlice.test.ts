import { afterEach, describe, expect, it } from 'vitest';
import type { TraceEvent } from '../../engine/subsystems/index.ts';
import { appStore } from './index.ts';
import { replicaValueId } from './recordSlice.ts';

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
const values = () => appStore.getState().replicaValues;

afterEach(() => appStore.getState().clearReplicaValues());

describe('replica values folded from the trace', () => {
  it('keeps the latest summary per replica and record, as the StateStorage replica emits it', () => {
    appStore
      .getState()
      .foldTrace([
        changed(3, 'ssr:0:0:2', 'leader 1:a1.1 gen 1:0 locked'),
        changed(6, 'ssr:0:1:2', 'leader 1:a1.1 gen 1:0 locked'),
        changed(3, 'ssr:0:0:2', 'leader 1:a1.1 gen 1:0'),
      ]);
    expect(values()[replicaValueId(3, 'ssr:0:0:2')]?.[TABLET]).toBe('leader 1:a1.1 gen 1:0');
    expect(values()[replicaValueId(6, 'ssr:0:1:2')]?.[TABLET]).toBe('leader 1:a1.1 gen 1:0 locked');
  });

  it('forgets what a node held when it goes down or crashes (replicas restart empty)', () => {
    appStore
      .getState()
      .foldTrace([
        changed(3, 'ssr:0:0:2', 'leader 1:a1.1 gen 1:0'),
        changed(6, 'ssr:0:1:2', 'leader 1:a1.1 gen 1:0'),
        changed(13, 'ssr:0:4:1', 'leader 1:a1.1 gen 1:0'),
        { kind: 'node.down', t: 20, node: 0, target: 3 },
        { kind: 'node.crashed', t: 20, node: 0, target: 6, error: 'worker died' },
      ]);
    expect(Object.keys(values())).toEqual([replicaValueId(13, 'ssr:0:4:1')]);
    // A value written after the restart shows again.
    appStore.getState().foldTrace([changed(3, 'ssr:0:0:2', 'leader 2:a1.1 gen 2:0')]);
    expect(values()[replicaValueId(3, 'ssr:0:0:2')]?.[TABLET]).toBe('leader 2:a1.1 gen 2:0');
  });
});
