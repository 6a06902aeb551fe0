import { describe, expect, it } from 'vitest';
import { SNAPSHOT_ROW } from './messages.ts';
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

  it('keeps the rows of accepted commits only, and reads them back as the local database', () => {
    const s: BlobStorageState = {};
    const t = '72057594046678944';
    expect(blobStorageReply(s, { kind: 'bs.read', tabletId: t })).toEqual({
      kind: 'bs.rows',
      tabletId: t,
      rows: {},
    });
    blobStorageReply(s, { kind: 'bs.block', tabletId: t, generation: 2 });
    blobStorageReply(s, { kind: 'bs.write', tabletId: t, generation: 2, step: 1, rows: { a: 1, b: 2 } });
    blobStorageReply(s, { kind: 'bs.write', tabletId: t, generation: 2, step: 2, rows: { a: 3, b: null } });
    blobStorageReply(s, { kind: 'bs.block', tabletId: t, generation: 3 });
    // a stale generation's commit is fenced: its rows never land
    const stale = blobStorageReply(s, {
      kind: 'bs.write',
      tabletId: t,
      generation: 2,
      step: 3,
      rows: { c: 9 },
    });
    expect(stale).toMatchObject({ ok: false, blockedGeneration: 3 });
    expect(blobStorageReply(s, { kind: 'bs.read', tabletId: t })).toEqual({
      kind: 'bs.rows',
      tabletId: t,
      rows: { a: 3 },
    });
  });

  it('a snapshot commit is the whole database: rows before it are gone and the marker is no row', () => {
    const s: BlobStorageState = {};
    const t = '72057594046678944';
    blobStorageReply(s, { kind: 'bs.write', tabletId: t, generation: 2, step: 1, rows: { a: 1, q: 2 } });
    blobStorageReply(s, {
      kind: 'bs.write',
      tabletId: t,
      generation: 3,
      step: 1,
      rows: { a: 1, [SNAPSHOT_ROW]: true },
    });
    blobStorageReply(s, { kind: 'bs.write', tabletId: t, generation: 3, step: 2, rows: { b: 5 } });
    expect(blobStorageReply(s, { kind: 'bs.read', tabletId: t })).toEqual({
      kind: 'bs.rows',
      tabletId: t,
      rows: { a: 1, b: 5 },
    });
  });
});
