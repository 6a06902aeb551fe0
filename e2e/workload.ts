/**
 * A hand-made workload for the measurement specs on the default preset (mirror-3-dc, nodes 1–27):
 * tablets electing and serving requests, Board publishers and subscribers, scheme caches and
 * schema changes, and rack / datacenter faults that come and go. Structural commands only (e2e/
 * does not import engine types).
 */
import type { SimCommand } from './fixtures.ts';

const MS = 1000;
const S = 1_000_000;
const TABLETS = ['72075186224037888', '72075186224037889', '72075186224037890'];
const SCHEMESHARD = '72057594046678944';

export interface TimedStep {
  readonly atUs: number;
  readonly cmd: SimCommand;
}

/** The set-up part: boots, publications, subscriptions (the first second of the run). */
function setupSteps(): TimedStep[] {
  const at = (ms: number, cmd: SimCommand) => ({ atUs: ms * MS, cmd });
  return [
    ...TABLETS.map((tabletId, i) => at(100 + 50 * i, { kind: 'tablet.boot', node: 1 + 9 * i, tabletId })),
    at(300, { kind: 'schemeshard.boot', node: 10, tabletId: SCHEMESHARD }),
    at(350, { kind: 'board.publish', node: 4, path: 'gpc+/Root/db1', payload: 'n4:2135', publisher: 'ep0' }),
    at(360, {
      kind: 'board.publish',
      node: 14,
      path: 'gpc+/Root/db1',
      payload: 'n14:2135',
      publisher: 'ep1',
    }),
    at(400, { kind: 'board.subscribe', node: 20, path: 'gpc+/Root/db1', subscriber: 'sub0' }),
    at(410, { kind: 'board.subscribe', node: 7, path: 'gpc+/Root/db1', subscriber: 'sub1' }),
    at(450, { kind: 'schemeboard.subscribe', node: 25, path: '/Root/db1/t' }),
    at(460, { kind: 'schemeboard.subscribe', node: 3, path: '/Root/db1/t' }),
  ];
}

const table = (op: 'create' | 'alter', columns: number): SimCommand => ({
  kind: 'schema.change',
  node: 2,
  op,
  path: '/Root/db1/t',
  object: {
    type: 'table',
    columns: Array.from({ length: columns }, (_, i) => ({ name: `c${i}`, type: 'Uint64', key: i === 0 })),
  },
});

/** Requests every 100 ms, a schema change every 10 s and a rack or DC outage every 20 s, over `endUs`. */
export function workload(endUs: number): TimedStep[] {
  const out = setupSteps();
  out.push({ atUs: 800 * MS, cmd: table('create', 2) });
  for (let t = S; t < endUs; t += 100 * MS)
    out.push({
      atUs: t,
      cmd: {
        kind: 'tablet.request',
        node: 1 + (Math.round(t / (100 * MS)) % 27),
        tabletId: TABLETS[Math.floor(t / S) % 3] as string,
      },
    });
  for (let k = 1; k * 10 * S < endUs; k++) out.push({ atUs: k * 10 * S, cmd: table('alter', 2 + k) });
  const racks = ['dc1-r2', 'dc2-r1', 'dc3-r3'];
  for (let k = 0; (k + 1) * 20 * S < endUs; k++) {
    const start = (k + 1) * 20 * S - 5 * S;
    const fault =
      k % 4 === 3 ? ({ kind: 'dc', id: 'dc2' } as const) : ({ kind: 'rack', id: racks[k % 3] } as const);
    const key = fault.kind === 'rack' ? 'rack' : 'dc';
    out.push({ atUs: start, cmd: { kind: `${fault.kind}.down`, [key]: fault.id } });
    out.push({ atUs: start + 5 * S, cmd: { kind: `${fault.kind}.up`, [key]: fault.id } });
  }
  return out.sort((a, b) => a.atUs - b.atUs);
}
