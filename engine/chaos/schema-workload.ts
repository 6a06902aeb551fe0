/**
 * Schema changes for the chaos workload: a database directory, tables and a topic created,
 * altered and dropped over the run. Only valid changes are generated (create what does not exist,
 * alter and drop what does), against the generator's own model of the schema.
 */
import type { Us } from '../kernel/actor.ts';
import type { ColumnSpec, SchemaObject } from '../subsystems/schemeboard/commands.ts';
import type { NodeCommand } from '../subsystems/unions.ts';
import type { Chooser } from './random.ts';

export const SCHEMA_PATHS: readonly string[] = ['/Root/db1', '/Root/db1/t1', '/Root/db1/t2', '/Root/db1/q1'];

type Change = Omit<Extract<NodeCommand, { kind: 'schema.change' }>, 'node'>;

const KEY: ColumnSpec = { name: 'id', type: 'Uint64', key: true };

function object(path: string, columns: number): SchemaObject {
  if (path === '/Root/db1') return { type: 'dir' };
  if (path.endsWith('q1')) return { type: 'topic', partitions: columns };
  const cols: ColumnSpec[] = [KEY];
  for (let i = 1; i < columns; i++) cols.push({ name: `c${i}`, type: 'Utf8' });
  return { type: 'table', columns: cols, ...(columns > 2 ? { indexes: ['by_c1'] } : {}) };
}

/** Changes at increasing times in [fromUs, toUs]. */
export function schemaChanges(c: Chooser, fromUs: Us, toUs: Us): { atUs: Us; change: Change }[] {
  const widths = new Map<string, number>();
  const out: { atUs: Us; change: Change }[] = [];
  const n = c.int(4, 8);
  const step = Math.floor((toUs - fromUs) / (n + 1));
  const emit = (i: number, change: Change) =>
    out.push({ atUs: fromUs + i * step + c.int(0, step / 2000) * 1000, change });
  emit(0, { kind: 'schema.change', op: 'create', path: '/Root/db1', object: object('/Root/db1', 0) });
  widths.set('/Root/db1', 0);
  for (let i = 1; i <= n; i++) {
    const path = c.pick(SCHEMA_PATHS.slice(1));
    const w = widths.get(path);
    if (w === undefined) {
      widths.set(path, 2);
      emit(i, { kind: 'schema.change', op: 'create', path, object: object(path, 2) });
    } else if (c.chance(0.25)) {
      widths.delete(path);
      emit(i, { kind: 'schema.change', op: 'drop', path });
    } else {
      widths.set(path, w + 1);
      emit(i, { kind: 'schema.change', op: 'alter', path, object: object(path, w + 1) });
    }
  }
  return out;
}
