/**
 * `npm run golden:accept`: makes the trace hashes the golden test last saw the golden ones — copies
 * each public/scenarios/golden/<name>-changed.json over <name>.json, and removes golden files whose
 * scenario is gone. Review the diff before committing it.
 */
import { renameSync, rmSync } from 'node:fs';
import {
  changedPath,
  goldenNames,
  goldenPath,
  pendingChanges,
  readGolden,
  shippedScenarios,
} from './golden.ts';

const shipped = new Set(shippedScenarios());
let count = 0;
for (const name of pendingChanges()) {
  if (!shipped.has(name)) {
    rmSync(changedPath(name));
    continue;
  }
  const next = readGolden(changedPath(name));
  renameSync(changedPath(name), goldenPath(name));
  console.log(`${name}: ${next.hash} (seed ${next.seed}, ${next.host})`);
  count++;
}
for (const name of goldenNames().filter((n) => !shipped.has(n))) {
  rmSync(goldenPath(name));
  console.log(`${name}: scenario gone, golden data removed`);
  count++;
}
console.log(count ? `accepted ${count} change(s) in public/scenarios/golden/` : 'nothing to accept');
