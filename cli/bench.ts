/**
 * `npm run bench`: prints performance figures next to the targets in ../shared/DESIGN.md.
 * Figures are measured, never asserted: tests do not time anything.
 */
import { benchRuntime } from './bench/runtime.ts';
import { benchSelection } from './bench/selection.ts';
import { table } from './table.ts';

const fmt = (x: number) =>
  x >= 1e6 ? `${(x / 1e6).toFixed(2)} M/s` : x >= 1e3 ? `${(x / 1e3).toFixed(1)} k/s` : `${x.toFixed(1)} /s`;

function printSelection(): void {
  const rows = benchSelection();
  const naive = rows.find((r) => /naive/i.test(r.name));
  console.log('Replica selection (in-process, single thread)');
  console.log(
    table(
      ['benchmark', 'throughput', 'target', 'vs naive', 'meets target'],
      rows.map((r) => [
        r.name,
        fmt(r.opsPerSec),
        r.target ? fmt(r.target) : '',
        naive && r !== naive ? `${(r.opsPerSec / naive.opsPerSec).toFixed(1)}×` : '',
        r.target ? (r.opsPerSec >= r.target ? 'yes' : 'NO') : '',
      ]),
    ),
  );
}

async function printRuntime(): Promise<void> {
  const rows = await benchRuntime();
  console.log('\nSimulation runtime (scheduler + hosts)');
  console.log(
    table(
      ['benchmark', 'value', 'target'],
      rows.map((r) => [r.name, `${r.value.toLocaleString('en-US')} ${r.unit}`, r.target ?? '']),
    ),
  );
}

printSelection();
await printRuntime();
