import { describe, expect, it } from 'vitest';
import { TraceRecorder, type TraceMode } from './recorder.ts';
import type { KernelEvent } from './trace.ts';

const note = (text: string, t = 0): KernelEvent => ({ kind: 'note', text, t, node: 0 });

function record(mode: TraceMode) {
  const r = new TraceRecorder(mode);
  const batches: string[][] = [];
  r.subscribe((batch) => {
    batches.push(batch.map((e) => (e.kind === 'note' ? e.text : e.kind)));
    // A listener may annotate the trace (as the scenario runner does with expectation outcomes).
    if (batch.some((e) => e.kind === 'note' && e.text === 'b')) r.annotate(note('annotation'));
  });
  r.push({ kind: 'note', text: 'a' }, 1);
  r.push({ kind: 'note', text: 'b' }, 2);
  r.flush(2);
  r.push({ kind: 'note', text: 'c' }, 3);
  r.flush(3);
  r.flush(4);
  return { r, batches };
}

describe('trace recorder', () => {
  it('streams each round once, annotations in the next batch; full keeps all, stream none', () => {
    const full = record('full');
    const stream = record('stream');
    for (const { batches } of [full, stream])
      expect(batches).toEqual([
        ['a', 'b'],
        ['annotation', 'c'],
      ]);
    expect(full.r.events.map((e) => (e.kind === 'note' ? e.text : ''))).toEqual([
      'a',
      'b',
      'annotation',
      'c',
    ]);
    expect(stream.r.events).toEqual([]);
    // Annotations are outside the hash and the count, which cover the run only.
    expect([stream.r.count, stream.r.hash]).toEqual([full.r.count, full.r.hash]);
    expect(full.r.count).toBe(3);
  });

  it('hash mode keeps and streams nothing but hashes the same', () => {
    const hash = record('hash');
    expect(hash.batches).toEqual([]);
    expect(hash.r.events).toEqual([]);
    expect(hash.r.hash).toBe(record('full').r.hash);
  });

  it('rewinds to a checkpoint: kept events and hash state', () => {
    const { r } = record('full');
    const h = { ...r.h };
    r.push({ kind: 'note', text: 'd' }, 5);
    r.rewind(2, h);
    expect(r.events).toHaveLength(2);
    expect(r.count).toBe(3);
  });
});
