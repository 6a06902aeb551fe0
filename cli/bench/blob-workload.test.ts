import { describe, expect, it } from 'vitest';
import { BLOB_WORKLOAD, blobPuts, isBlobMessage } from './blob-workload.ts';

describe('the blob workload', () => {
  it('writes at a steady rate from the seed’s nodes, before the run ends', () => {
    const puts = blobPuts(1, [1, 2, 3]);
    expect(puts.length).toBe((BLOB_WORKLOAD.endUs - 1_000_000) / BLOB_WORKLOAD.putEveryUs);
    const gaps = new Set(puts.slice(1).map((p, i) => p.atUs - (puts[i]?.atUs ?? 0)));
    expect([...gaps]).toEqual([BLOB_WORKLOAD.putEveryUs]);
    expect(new Set(puts.map((p) => p.command.kind))).toEqual(new Set(['dsproxy.put']));
    expect(blobPuts(1, [1, 2, 3])).toEqual(puts);
    expect(blobPuts(2, [1, 2, 3])).not.toEqual(puts);
  });

  it('counts puts, gets and the syncer’s copies as blob traffic, not the config protocol', () => {
    for (const k of ['bridge.put', 'bridge.putResult', 'bridge.getResult', 'bridge.syncCopy'])
      expect(isBlobMessage(k), k).toBe(true);
    for (const k of ['bridge.propose', 'bridge.commit', 'board.publish', 'tablet.request'])
      expect(isBlobMessage(k), k).toBe(false);
  });
});
