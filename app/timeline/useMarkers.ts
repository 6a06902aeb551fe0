/**
 * Notable moments for the scrubber's ticks: faults, elections, config changes, refusals, violated
 * invariants (at most MAX_MARKERS, newest kept), and the bands of bands.ts — read from the event
 * log's index whenever it changes.
 */
import { useMemo, useSyncExternalStore } from 'react';
import type { TraceEvent } from '../../engine/subsystems/index.ts';
import { logIndex } from '../runtime/page.ts';
import { downBands, netBands, type Band } from './bands.ts';

export interface Marker {
  readonly key: number;
  readonly t: number;
  readonly kind: 'fault' | 'leader' | 'alarm' | 'config' | 'refusal';
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
    // A refused config.replace or reconfiguration step (distconf), a refused bridge command.
    case 'config.refused':
    case 'bridge.refused':
      return 'refusal';
    case 'reconfig.done':
      return e.ok ? 'config' : 'refusal';
    case 'leader.elected':
      return 'leader';
    case 'invariant.violated':
    case 'expect.failed':
      return 'alarm';
    default:
      return null;
  }
}

/** Bands while some node is down, some link cut, or links lossy or slowed. */
export function useBands(): readonly Band[] {
  const log = logIndex;
  const version = useSyncExternalStore(log.subscribe, log.getVersion);
  return useMemo(() => {
    void version;
    const events = log.events as readonly TraceEvent[];
    return [...downBands(events), ...netBands(events)];
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
