/**
 * Golden trace hashes of the shipped scenarios: one small JSON file per scenario in
 * public/scenarios/golden/<name>.json holding `{ hash, seed, host }`. A change to the engine that
 * changes a run shows up as a changed hash; `scripts/golden.test.ts` writes the new value beside
 * the golden one as `<name>-changed.json` (gitignored) and `npm run golden:accept` copies it over.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseScenarioText, runScenario, type Host, type Scenario } from '../engine/index.ts';

const SCENARIO_DIR = 'public/scenarios';
const GOLDEN_DIR = join(SCENARIO_DIR, 'golden');
const CHANGED = '-changed.json';

export interface Golden {
  readonly hash: string;
  readonly seed: number;
  readonly host: string;
}

/** Shipped scenario names (files directly in public/scenarios/, not index.json, not broken/). */
export function shippedScenarios(): string[] {
  return readdirSync(SCENARIO_DIR)
    .filter((f) => f.endsWith('.json') && f !== 'index.json')
    .map((f) => f.slice(0, -'.json'.length))
    .sort();
}

/** Names that have golden data (accepted, not the pending `-changed` files). */
export function goldenNames(): string[] {
  return readdirSync(GOLDEN_DIR)
    .filter((f) => f.endsWith('.json') && !f.endsWith(CHANGED))
    .map((f) => f.slice(0, -'.json'.length))
    .sort();
}

export const goldenPath = (name: string): string => join(GOLDEN_DIR, `${name}.json`);
export const changedPath = (name: string): string => join(GOLDEN_DIR, `${name}${CHANGED}`);

export function pendingChanges(): string[] {
  return readdirSync(GOLDEN_DIR)
    .filter((f) => f.endsWith(CHANGED))
    .map((f) => f.slice(0, -CHANGED.length))
    .sort();
}

export function readGolden(path: string): Golden {
  return JSON.parse(readFileSync(path, 'utf8')) as Golden;
}

export const goldenText = (g: Golden): string => `${JSON.stringify(g, null, 2)}\n`;

/** A shipped scenario, parsed (a file that does not parse throws, naming its problems). */
export function shippedScenario(name: string): Scenario {
  const parsed = parseScenarioText(readFileSync(join(SCENARIO_DIR, `${name}.json`), 'utf8'));
  if (!parsed.ok) throw new Error(`${name}: ${parsed.errors.join('; ')}`);
  return parsed.scenario;
}

/**
 * Runs a shipped scenario with its own seed and returns what the golden file holds: in-process, or
 * on `host` (which is left running for the next scenario).
 */
export async function runGolden(name: string, host?: Host): Promise<Golden> {
  const result = await runScenario(shippedScenario(name), host ? { host } : {});
  if (!host) await result.sim.dispose();
  return { hash: result.traceHash, seed: result.seed, host: result.host };
}
