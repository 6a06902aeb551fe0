import { describe, expect, it } from 'vitest';
import { explainSelection, loadPreset, selectReplicas, recordHash } from '../../engine/index.ts';
import { selectRecord } from './selection.ts';

describe('selectRecord', () => {
  const { config } = loadPreset('ydb-1000');
  const key = { kind: 'tablet', tabletId: 72075186224037888n } as const;

  it('gives the walker’s groups and, when read, its explanation', () => {
    const sel = selectRecord(config.statestorage, 'statestorage', key);
    expect(sel.groups).toEqual(selectReplicas(config.statestorage, 'statestorage', recordHash(key)));
    expect(sel.explanation).toEqual(explainSelection(config.statestorage, 'statestorage', key));
  });

  it('answers the same question on the same config once', () => {
    const a = selectRecord(config.schemeboard, 'schemeboard', { kind: 'path', path: '/Root/db' });
    expect(selectRecord(config.schemeboard, 'schemeboard', { kind: 'path', path: '/Root/db' })).toBe(a);
    expect(selectRecord(config.schemeboard, 'schemeboard', { kind: 'path', path: '/Root/other' })).not.toBe(
      a,
    );
    const fresh = loadPreset('ydb-1000').config.schemeboard;
    expect(selectRecord(fresh, 'schemeboard', { kind: 'path', path: '/Root/db' })).not.toBe(a);
  });

  it('still refuses a key the walker cannot use', () => {
    expect(() =>
      selectRecord(config.statestorage, 'statestorage', { kind: 'tablet', tabletId: 'x' }),
    ).toThrow(/tablet id/);
  });
});
