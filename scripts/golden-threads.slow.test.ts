/**
 * Every shipped scenario gives its golden trace hash (public/scenarios/golden/) on worker_threads
 * too: the pool by datacenter, which takes the doorbell, spans across partitions, and a partition
 * on the coordinator's own thread (workers/inThread.ts). One host serves them all, as the bench's does.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { createThreadsHost } from '../workers/node/host.ts';
import { goldenPath, readGolden, runGolden, shippedScenarios } from './golden.ts';

const host = await createThreadsHost({ partition: 'dc' });
afterAll(() => host.dispose());

describe('golden trace hashes on worker_threads, by datacenter', () => {
  it.each(shippedScenarios())('%s', async (name) => {
    const { hash, host: kind } = await runGolden(name, host);
    expect(kind).toBe('threads');
    expect(hash).toBe(readGolden(goldenPath(name)).hash);
  });
});
