/**
 * Notable moments for the scrubber's ticks: faults, elections, config changes, violated invariants
 * (at most MAX_MARKERS, newest kept), and bands while some node is down — read from the event log's
 * index whenever it changes.
 */
import { useMemo, useSyncExternalStore } from 'react';
import type { TraceEvent } from '../../engine/subsystems/index.ts';
import { logIndex } from '../runtime/page.ts';

export interface Marker {
  readonly key: number;
  readonly t: number;
  readonly kind: 'fault' | 'leader' | 'alarm' | 'config';
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
    case 'link.delay':
    case 'net.loss':
    case 'net.duplicate':
      return 'fault';
    case 'config.applied':
      return 'config';
    case 'leader.elected':
      return 'leader';
    case 'invariant.violated':
    case 'expect.failed':
      return 'alarm';
    default:
      return null;
  }
}

/** A stretch of virtual time during which at least one node was down (`toUs` Infinity: still). */
export interface Band {
  readonly fromUs: number;
  readonly toUs: number;
}

/** Bands of "some node down" over events in time order. */
export function downBands(events: readonly TraceEvent[]): Band[] {
  const down = new Set<number>();
  const out: Band[] = [];
  let from = -1;
  for (const e of events) {
    if (e.kind === 'node.down' || e.kind === 'node.crashed') {
      if (down.size === 0) from = e.t;
      down.add(e.target);
    } else if (e.kind === 'node.up') {
      down.delete(e.target);
      if (down.size === 0 && from >= 0) {
        out.push({ fromUs: from, toUs: e.t });
        from = -1;
      }
    }
  }
  if (down.size > 0 && from >= 0) out.push({ fromUs: from, toUs: Infinity });
  return out;
}

export function useDownBands(): readonly Band[] {
  const log = logIndex;
  const version = useSyncExternalStore(log.subscribe, log.getVersion);
  return useMemo(() => {
    void version;
    return downBands(log.events as readonly TraceEvent[]);
  }, [log, version]);
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
      // config.applied comes once per node: one tick per moment is enough.
      if (kind === 'config' && out.at(-1)?.kind === 'config' && out.at(-1)?.t === e.t) continue;
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
