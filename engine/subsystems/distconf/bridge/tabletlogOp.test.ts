import { describe, expect, it } from 'vitest';
import { SNAPSHOT_ROW } from '../../blobstorage/contract.ts';
import type { LogEntry } from './tabletlogMessages.ts';
import { replay } from './tabletlogOp.ts';
import type { Result } from './tabletlogOp.ts';

const answer = (entries: LogEntry[]): Result => ({
  kind: 'bridge.tlogResult',
  id: 1,
  pile: 0,
  ok: true,
  blocked: 0,
  last: 0,
  entries,
});

describe('tablet log replay', () => {
  it('merges the entries of every answer once, in (generation, step) order; null deletes', () => {
    const a = answer([
      [2, 2, { x: 2, y: 1 }],
      [2, 1, { x: 1 }],
    ]);
    const b = answer([
      [2, 2, { x: 2, y: 1 }],
      [3, 1, { y: null, z: 3 }],
    ]);
    expect(replay([a, b])).toEqual({ x: 2, z: 3 });
  });

  it("a snapshot starts the database afresh: an older generation's entry it did not include is gone", () => {
    // generation 3 left q1 where generation 4's read did not see it; 4's snapshot has t1 only
    const seen = answer([
      [3, 7, { q1: 'topic' }],
      [4, 1, { t1: 'table', [SNAPSHOT_ROW]: true }],
      [4, 2, { t2: 'table' }],
    ]);
    expect(replay([seen])).toEqual({ t1: 'table', t2: 'table' });
  });
});
