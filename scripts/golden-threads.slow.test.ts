/**
 * Every shipped scenario gives its golden trace hash (public/scenarios/golden/) on worker_threads
 * too: the pool by datacenter, which takes the doorbell, spans across partitions, and a partition
 * on the coordinator's own thread (workers/inThread.ts). One host serves them all, as the bench's does.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseScenarioText, runScenario } from '../engine/index.ts';
import { createThreadsHost } from '../workers/node/host.ts';
import { goldenPath, readGolden, shippedScenarios } from './golden.ts';

const host = await createThreadsHost({ partition: 'dc' });
afterAll(() => host.dispose());

describe('golden trace hashes on worker_threads, by datacenter', () => {
  it.each(shippedScenarios())('%s', async (name) => {
    const parsed = parseScenarioText(readFileSync(join('public/scenarios', `${name}.json`), 'utf8'));
    if (!parsed.ok) throw new Error(parsed.errors.join('; '));
    const result = await runScenario(parsed.scenario, { host });
    expect(result.host).toBe('threads');
    expect(result.traceHash).toBe(readGolden(goldenPath(name)).hash);
  });
});
