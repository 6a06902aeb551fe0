/**
 * The comparison's state: run diffConfigs in a worker (workers/browser/diffHost.ts) so the page
 * keeps playing while it works; a new run or `cancel` (new input, leaving the tab) ends the one
 * under way, whose result is then dropped. The Performance timeline gets a `compare` measure.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ConfigDiff, DiffSide } from '../../../engine/index.ts';
import { diffOffThread, type DiffJob } from '../../../workers/browser/diffHost.ts';

export type DiffState =
  | { readonly kind: 'idle' }
  | { readonly kind: 'busy' }
  | { readonly kind: 'bad'; readonly text: string }
  | { readonly kind: 'failed'; readonly error: string }
  | { readonly kind: 'done'; readonly diff: ConfigDiff };

export function useConfigDiff() {
  const job = useRef<DiffJob | null>(null);
  const [state, setState] = useState<DiffState>({ kind: 'idle' });
  const stop = useCallback(() => {
    job.current?.cancel();
    job.current = null;
  }, []);
  useEffect(() => stop, [stop]);

  const run = (a: DiffSide, b: DiffSide) => {
    stop();
    setState({ kind: 'busy' });
    performance.mark('compare-start');
    const j = diffOffThread(a, b);
    job.current = j;
    j.result.then(
      (diff) => {
        if (job.current !== j) return;
        job.current = null;
        performance.measure('compare', 'compare-start');
        setState({ kind: 'done', diff });
      },
      (e: unknown) => {
        if (job.current !== j) return;
        job.current = null;
        setState({ kind: 'failed', error: e instanceof Error ? e.message : String(e) });
      },
    );
  };
  /** Ends a comparison under way (its "comparing…" line goes); a shown result stays. */
  const cancel = () => {
    if (job.current === null) return;
    stop();
    setState({ kind: 'idle' });
  };
  return { state, setState, run, cancel };
}
