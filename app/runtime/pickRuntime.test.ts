import { describe, expect, it } from 'vitest';
import { loadPreset } from '../../engine/index.ts';
import { pickRuntime } from './pickRuntime.ts';
import { liveInfo } from './runtimeApi.ts';

const world = loadPreset('mirror-3-dc');
const init = { topology: world.topology, config: world.config, seed: 1 };

describe('pickRuntime', () => {
  it('says why the run is in-process: asked for by the address, or no Web Workers here', async () => {
    const warnings: string[] = [];
    const forced = await pickRuntime('?host=inprocess', (w) => warnings.push(w))(init);
    expect(liveInfo(forced)).toEqual({
      kind: 'live',
      host: 'in-process',
      workers: 0,
      inProcessWhy: 'forced',
    });
    await expect(forced.workerStats()).resolves.toBeNull();
    forced.dispose();
    expect(typeof Worker).toBe('undefined'); // Node: the page's default has nothing to hand over to
    const plain = await pickRuntime('', (w) => warnings.push(w))(init);
    expect(plain.inProcessWhy).toBe('unsupported');
    plain.dispose();
    expect(warnings).toEqual([]);
  });
});
