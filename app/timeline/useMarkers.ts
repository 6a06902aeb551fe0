/**
 * Notable moments for the scrubber's ticks: faults, elections, config changes, refusals, violated
 * invariants (at most MAX_MARKERS, newest kept), and the bands of bands.ts — read from the event
 * log's index whenever it changes.
 */
import { useMemo, useSyncExternalStore } from 'react';
import type { TraceEvent } from '../../engine/index.ts';
import { logIndex } from '../runtime/page.ts';
import { downBands, netBands, type Band } from './bands.ts';
import { markerKind, type Marker } from './marks.ts';
import { renderLogLine } from './logLine.ts';
import { useLanguage, useT } from '../i18n/useT.ts';
import { formatMsFixed } from '../i18n/format.ts';

export type { Marker } from './marks.ts';

const MAX_MARKERS = 300;

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
  const tl = useT('log');
  const lang = useLanguage();
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
      const row = log.rows[i];
      if (kind)
        out.push({
          key: i,
          t: e.t,
          kind,
          label: `${formatMsFixed(lang, e.t / 1000, 3)}: ${row ? renderLogLine(row.line, tl, lang) : e.kind}`,
        });
    }
    return out;
  }, [log, version, tl, lang]);
}
