/**
 * Every shipped scenario still produces its golden trace hash (public/scenarios/golden/). On a
 * mismatch the new value is written to `<name>-changed.json` beside the golden file; when the
 * change is intended, `npm run golden:accept` copies it over.
 */
import { existsSync, rmSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  changedPath,
  goldenNames,
  goldenPath,
  goldenText,
  readGolden,
  runGolden,
  shippedScenarios,
} from './golden.ts';

const SHIPPED = shippedScenarios();

describe('golden trace hashes', () => {
  it.each(SHIPPED)('%s matches its golden hash', async (name) => {
    const actual = await runGolden(name);
    const path = goldenPath(name);
    const golden = existsSync(path) ? readGolden(path) : null;
    const same = golden !== null && goldenText(golden) === goldenText(actual);
    if (same) {
      rmSync(changedPath(name), { force: true });
      return;
    }
    writeFileSync(changedPath(name), goldenText(actual));
    const was = golden ? `${golden.hash} (seed ${golden.seed}, ${golden.host})` : 'no golden data';
    expect.fail(
      `${name}: trace hash ${actual.hash} (seed ${actual.seed}, ${actual.host}), golden ${was}; ` +
        `wrote ${changedPath(name)} — if the change is intended, run \`npm run golden:accept\``,
    );
  });

  it('has no golden data left for scenarios that are gone', () => {
    expect(goldenNames().filter((n) => !SHIPPED.includes(n))).toEqual([]);
  });
});
