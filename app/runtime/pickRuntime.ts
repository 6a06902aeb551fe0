/**
 * Which live runtime the page starts: Web Workers when the browser has them (one per node up to
 * 64 nodes, a pool beyond), falling back to the in-process engine if they cannot start — with a
 * warning, never a dead page. `?host=inprocess` forces the in-process one (debugging, slow machines).
 */
import { inProcessRuntime } from './inProcessRuntime.ts';
import type { RuntimeFactory } from './simRuntime.ts';
import { workerRuntime } from './workerRuntime.ts';

export function pickRuntime(search: string, warn: (text: string) => void): RuntimeFactory {
  const wanted = new URLSearchParams(search).get('host');
  if (wanted === 'inprocess' || typeof Worker === 'undefined') return inProcessRuntime;
  return async (init) => {
    try {
      return await workerRuntime(init);
    } catch (e) {
      warn(
        `Web Workers could not start (${e instanceof Error ? e.message : String(e)}); running the simulation in the page instead.`,
      );
      return inProcessRuntime(init);
    }
  };
}
