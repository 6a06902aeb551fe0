/**
 * One comparison in its own module worker (diff.worker.ts). Cancelling terminates the worker, so
 * a comparison nobody waits for any more stops using the CPU at once; the result then never comes.
 */
import { releaseProxy, wrap } from 'comlink';
import type { ConfigDiff, DiffSide } from '../../engine/index.ts';
import type { DiffWorkerApi } from './diff.worker.ts';

export interface DiffJob {
  readonly result: Promise<ConfigDiff>;
  readonly cancel: () => void;
}

export function diffOffThread(a: DiffSide, b: DiffSide): DiffJob {
  const w = new Worker(new URL('./diff.worker.ts', import.meta.url), { type: 'module' });
  const remote = wrap<DiffWorkerApi>(w);
  const failed = new Promise<never>((_, reject) =>
    w.addEventListener('error', (e) => {
      e.preventDefault();
      reject(new Error(e.message || 'the comparison worker failed to load or threw'));
    }),
  );
  const done = () => {
    remote[releaseProxy]();
    w.terminate();
  };
  const result = Promise.race([remote.diff(a, b), failed]).finally(done);
  return { result, cancel: () => w.terminate() };
}
