import { describe, expect, it } from 'vitest';
import { loadPreset } from '../../engine/index.ts';
import { recordAvailability, verdictText } from './availability.ts';
import { selectRecord } from './selection.ts';

describe('recordAvailability', () => {
  const { config, topology } = loadPreset('single-dc-8-racks');
  const sel = selectRecord(config.statestorage, 'statestorage', {
    kind: 'tablet',
    tabletId: '72075186224037888',
  });
  const nodes = sel.groups[0]!.replicas.map((r) => r.node);

  it('keeps the quorum with two of five replicas down and loses it with three', () => {
    const down = (k: number) => Object.fromEntries(nodes.slice(0, k).map((n) => [n, 'down' as const]));
    expect(recordAvailability(sel.groups, down(2)).read).toBe(true);
    const lost = recordAvailability(sel.groups, down(3));
    expect(lost.read).toBe(false);
    expect(verdictText(lost)).toContain('reads UNAVAILABLE · writes UNAVAILABLE');
    expect(verdictText(lost)).toContain('2 of 5 replicas up, needs 3');
  });
  it('ignores nodes that host none of the record’s replicas', () => {
    const others = topology.nodes.map((n) => n.id).filter((id) => !nodes.includes(id));
    const v = recordAvailability(sel.groups, Object.fromEntries(others.map((n) => [n, 'crashed' as const])));
    expect(verdictText(v)).toBe('reads OK · writes OK');
  });
});
