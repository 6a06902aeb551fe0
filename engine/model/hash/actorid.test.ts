import { describe, expect, it } from 'vitest';
import {
  actorIdHash32,
  actorIdHash32Words,
  actorIdHash64Words,
  replicaServiceIdBytes,
  ringContentHash,
} from './actorid.ts';

describe('replica service ids', () => {
  it('lays out prefix, group 1, ring and node bytes (nested rings)', () => {
    const b = replicaServiceIdBytes({ prefix: 'sbr', ring: 2, index: 1, nodeId: 8, actorIdOffset: 10 });
    expect([...b]).toEqual([0x73, 0x62, 0x72, 1, 0, 0, 0, 3, 12, 0, 0, 0]);
  });

  it('flat node lists put offset + index + 1 in byte 7, single-node rings the offset in byte 8', () => {
    expect(
      [...replicaServiceIdBytes({ prefix: 'ssr', ring: 4, index: 4, nodeId: 5, layout: 'flat' })].slice(7, 9),
    ).toEqual([5, 0]);
    expect(
      [
        ...replicaServiceIdBytes({
          prefix: 'ssb',
          ring: 0,
          index: 0,
          nodeId: 1,
          actorIdOffset: 7,
          layout: 'singleNode',
        }),
      ].slice(7, 9),
    ).toEqual([1, 7]);
  });

  it('differ between subsystems and nodes', () => {
    const base = { ring: 0, index: 0, nodeId: 1 } as const;
    const a = actorIdHash32({ ...base, prefix: 'ssr' });
    expect(actorIdHash32({ ...base, prefix: 'ssb' })).not.toBe(a);
    expect(actorIdHash32({ ...base, prefix: 'ssr', nodeId: 2 })).not.toBe(a);
  });

  it('Hash() is Hash32() in the high half (actorid.cpp rotates the sum)', () => {
    const h64 = actorIdHash64Words(1, 2, 3, 4);
    expect(Number(h64 & 0xffffffffn)).toBe(actorIdHash32Words(1, 2, 3, 4));
  });
});

describe('ringContentHash', () => {
  it('reproduces the 3x3 ring example (docs/model.md "Worked examples"): 953297385, 2511454564, 819187825', () => {
    const want = [953297385, 2511454564, 819187825];
    for (let ring = 0; ring < 3; ring++) {
      const hashes = [0, 1, 2].map((index) =>
        actorIdHash32({ prefix: 'ssr', ring, index, nodeId: ring * 3 + index + 1 }),
      );
      expect(ringContentHash(hashes)).toBe(want[ring]);
    }
  });

  it('depends on replica order', () => {
    expect(ringContentHash([1, 2])).not.toBe(ringContentHash([2, 1]));
  });
});
