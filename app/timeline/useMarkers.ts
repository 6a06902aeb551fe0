/**
 * Notable moments for the scrubber's ticks: faults, elections, violated invariants (at most
 * MAX_MARKERS, newest kept), read from the event log's index whenever it changes.
 */
import { useMemo, useSyncExternalStore } from 'react';
import type { TraceEvent } from '../../engine/subsystems/index.ts';
import { logIndex } from '../runtime/page.ts';

export interface Marker {
  readonly key: number;
  readonly t: number;
  readonly kind: 'fault' | 'leader' | 'alarm';
  readonly label: string;
}

const MAX_MARKERS = 300;

function markerKind(e: TraceEvent): Marker['kind'] | null {
  switch (e.kind) {
    case 'node.down':
    case 'node.up':
    case 'node.crashed':
    case 'link.cut':
    case 'link.healed':
      return 'fault';
    case 'leader.elected':
      return 'leader';
    case 'invariant.violated':
    case 'expect.failed':
      return 'alarm';
    default:
      return null;
  }
}

export function useMarkers(): readonly Marker[] {
  const log = logIndex;
  const version = useSyncExternalStore(log.subscribe, log.getVersion);
  return useMemo(() => {
    void version; // recompute when the log changes
    const out: Marker[] = [];
    const ev = log.events;
    for (let i = ev.length - 1; i >= 0 && out.length < MAX_MARKERS; i--) {
      const e = ev[i] as TraceEvent;
      const kind = markerKind(e);
      if (kind)
        out.push({
          key: i,
          t: e.t,
          kind,
          label: `${(e.t / 1000).toFixed(3)} ms: ${log.rows[i]?.text ?? e.kind}`,
        });
    }
    return out;
  }, [log, version]);
}
