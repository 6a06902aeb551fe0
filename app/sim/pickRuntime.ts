/**
 * Which live runtime the page starts: Web Workers when the browser has them (one per node, as the
 * issue asks), falling back to the in-process engine if they cannot start — with a notice, never a
 * dead page. `?host=inprocess` forces the in-process one (debugging, slow machines).
 */
import { appStore } from '../store/index.ts';
import { inProcessRuntime } from './inProcessRuntime.ts';
import type { RuntimeFactory } from './runtime.ts';
import { workerRuntime } from './workerRuntime.ts';

export function pickRuntime(search: string): RuntimeFactory {
  const wanted = new URLSearchParams(search).get('host');
  if (wanted === 'inprocess' || typeof Worker === 'undefined') return inProcessRuntime;
  return async (init) => {
    try {
      return await workerRuntime(init);
    } catch (e) {
      appStore.getState().pushNotice({
        level: 'warning',
        source: 'runtime',
        text: `Web Workers could not start (${e instanceof Error ? e.message : String(e)}); running the simulation in the page instead.`,
      });
      return inProcessRuntime(init);
    }
  };
}
