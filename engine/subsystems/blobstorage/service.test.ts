import { describe, expect, it } from 'vitest';
import { blobStorageReply, type BlobStorageState } from './service.ts';

describe('BlobStorage (durable tablet log)', () => {
  it('blocks fence older generations; discover returns the highest generation ever used', () => {
    const s: BlobStorageState = {};
    const t = '72075186224037888';
    expect(blobStorageReply(s, { kind: 'bs.discover', tabletId: t })).toMatchObject({ lastGeneration: 0 });
    expect(blobStorageReply(s, { kind: 'bs.block', tabletId: t, generation: 2 })).toMatchObject({ ok: true });
    expect(blobStorageReply(s, { kind: 'bs.block', tabletId: t, generation: 2 })).toMatchObject({
      ok: false,
      blockedGeneration: 2,
    });
    expect(blobStorageReply(s, { kind: 'bs.write', tabletId: t, generation: 1, step: 5 })).toMatchObject({
      ok: false,
    });
    expect(blobStorageReply(s, { kind: 'bs.write', tabletId: t, generation: 2, step: 1 })).toMatchObject({
      ok: true,
    });
    expect(blobStorageReply(s, { kind: 'bs.discover', tabletId: t })).toMatchObject({ lastGeneration: 2 });
    expect(blobStorageReply(s, { kind: 'bs.discover', tabletId: '1' })).toMatchObject({ lastGeneration: 0 });
  });
});
