/**
 * Which live runtime the page starts. With Web Workers (one per node up to 64 nodes, a pool
 * beyond), the run goes live in-process at once and hands over to the workers once they have
 * replayed it to the same trace hash (./handover.ts): starting 27 workers takes seconds, building
 * the in-process engine a few milliseconds. Workers that cannot start or replay differently leave
 * the run in-process, with a warning, never a dead page. `?host=inprocess` forces the in-process
 * host (debugging, slow machines); `?host=workers` waits for the workers before going live.
 */
import { z } from 'zod';
import { tr } from '../i18n/index.ts';
import { afterAppPaint } from './afterPaint.ts';
import { withFallback } from './fallback.ts';
import { withHandover, type HandoverOutcome } from './handover.ts';
import { inProcessRuntime } from './inProcessRuntime.ts';
import type { InProcessWhy, RuntimeFactory } from './runtimeApi.ts';
import { workerRuntime } from './workerRuntime.ts';

const message = (e: unknown) => (e instanceof Error ? e.message : String(e));

/** The warning for a handover that left the run in-process (null when the workers took it). */
function handoverWarning(o: HandoverOutcome): string | null {
  switch (o.phase) {
    case 'done':
      return null;
    case 'failed':
      return tr('notice.handoverFailed', { reason: o.reason });
    case 'mismatch':
      return tr('notice.handoverMismatch', {
        ms: o.atUs / 1000,
        inProcess: o.inProcessHash,
        workers: o.workersHash,
      });
  }
}

const HostParam = z.enum(['inprocess', 'workers']);

/** The page's `?host=` choice; anything else (or none) is the default in-process → workers handover. */
function hostParam(search: string): z.infer<typeof HostParam> | null {
  const parsed = HostParam.safeParse(new URLSearchParams(search).get('host'));
  return parsed.success ? parsed.data : null;
}

/** The in-process runtime, saying why the page chose it (the Workers popover tells the reader). */
const inProcessBecause =
  (inProcessWhy: InProcessWhy): RuntimeFactory =>
  async (init) => ({ ...(await inProcessRuntime(init)), inProcessWhy });

export function pickRuntime(search: string, warn: (text: string) => void): RuntimeFactory {
  const wanted = hostParam(search);
  if (wanted === 'inprocess') return inProcessBecause('forced');
  if (typeof Worker === 'undefined') return inProcessBecause('unsupported');
  // The default can fall back to the page's thread when the workers fall behind; `?host=workers`
  // is a person's explicit choice and stays on them.
  if (wanted === null)
    return withFallback(
      withHandover(inProcessRuntime, workerRuntime, {
        onOutcome: (o) => {
          const text = handoverWarning(o);
          if (text === null) return;
          console.warn(`[quorumscope] ${text}`);
          warn(text);
        },
        whenIdle: afterAppPaint,
      }),
      inProcessRuntime,
      () => warn(tr('notice.fellBack')),
    );
  return async (init) => {
    try {
      return await workerRuntime(init);
    } catch (e) {
      warn(tr('notice.workersFailed', { reason: message(e) }));
      return inProcessBecause('workersFailed')(init);
    }
  };
}
