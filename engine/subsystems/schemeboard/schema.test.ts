import { describe, expect, it } from 'vitest';
import { applyChange, initSchema, parentOf } from './schema.ts';

const table = { type: 'table' as const, columns: [{ name: 'id', type: 'Uint64', key: true }] };

describe('SchemeShard schema', () => {
  it('creates with new PathIds and bumps the parent directory', () => {
    const s = initSchema('72057594046678944', 2);
    const r = applyChange(s, 'create', '/Root/db1', null);
    expect(r).toMatchObject({ ok: true, version: 1 });
    if (!r.ok) return;
    expect(r.changed.map((d) => [d.path, d.version, d.localPathId])).toEqual([
      ['/Root/db1', 1, 2],
      ['/Root', 2, 1],
    ]);
    expect(s.objects.get('/Root')!.children).toEqual(['db1']);
    expect(applyChange(s, 'create', '/Root/db1', null)).toMatchObject({ ok: false, detail: 'path exists' });
    expect(applyChange(s, 'create', '/Root/nope/t', table)).toMatchObject({ ok: false });
  });

  it('alters keep the type; drops leave a higher-versioned tombstone; re-create continues the versions', () => {
    const s = initSchema('1', 3);
    applyChange(s, 'create', '/Root/t', table);
    expect(applyChange(s, 'alter', '/Root/t', { type: 'topic', partitions: 1 })).toMatchObject({ ok: false });
    const cols = { ...table, columns: [...table.columns, { name: 'v', type: 'Utf8' }], indexes: ['by_v'] };
    expect(applyChange(s, 'alter', '/Root/t', cols)).toMatchObject({ ok: true, version: 2 });
    const d = applyChange(s, 'drop', '/Root/t', null);
    expect(d).toMatchObject({ ok: true, version: 3 });
    expect(s.objects.get('/Root/t')).toMatchObject({
      deleted: true,
      version: 3,
      localPathId: 2,
      object: null,
    });
    const again = applyChange(s, 'create', '/Root/t', table);
    expect(again).toMatchObject({ ok: true, version: 4 });
    expect(s.objects.get('/Root/t')!.localPathId).toBe(3);
  });

  it('refuses to drop the root or a non-empty directory', () => {
    const s = initSchema('1', 2);
    applyChange(s, 'create', '/Root/d', null);
    applyChange(s, 'create', '/Root/d/t', table);
    expect(applyChange(s, 'drop', '/Root/d', null)).toMatchObject({
      ok: false,
      detail: 'directory is not empty',
    });
    expect(applyChange(s, 'drop', '/Root', null)).toMatchObject({ ok: false });
    expect(parentOf('/Root/d/t')).toBe('/Root/d');
  });
});
