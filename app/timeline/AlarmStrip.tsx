/**
 * The alarms above the first row on screen, pinned over the event log (alarmPins.ts): click one to
 * scroll the log to its row (the row itself takes the timeline there).
 */
import { formatMsFixed } from '../i18n/format.ts';
import { useLanguage, useT } from '../i18n/useT.ts';
import type { TraceEvent } from '../../engine/index.ts';
import { flowColour } from '../flows/flowPalette.ts';
import type { AlarmPins } from './alarmPins.ts';
import { renderLogLine } from './logLine.ts';
import './alarms.css';
import type { LogRow } from './logModel.ts';

interface Props {
  readonly pins: AlarmPins;
  readonly events: readonly TraceEvent[];
  readonly rows: readonly LogRow[];
  readonly onPick: (i: number) => void;
}

export function AlarmStrip({ pins, events, rows, onPick }: Props) {
  const t = useT('timeline');
  const tl = useT('log');
  const lang = useLanguage();
  if (pins.pinned.length === 0) return null;
  return (
    <div className="log-alarms" data-testid="log-alarms" aria-label={t('log.pinned')}>
      <span className="log-alarms-title">
        {t('log.pinned')}
        {pins.more > 0 ? ` ${t('log.pinnedMore', { count: pins.more })}` : ''}
      </span>
      {pins.pinned.map((i) => {
        const e = events[i] as TraceEvent;
        const r = rows[i] as LogRow;
        return (
          <button
            key={i}
            type="button"
            className="log-row log-alarm log-pin"
            data-testid="log-alarm-pin"
            data-t={e.t}
            title={t('log.pinnedShow')}
            onClick={() => onPick(i)}
          >
            <span className="log-time">{formatMsFixed(lang, e.t / 1000, 3)}</span>
            <span className="log-sub" style={{ background: flowColour(r.subsystem) }} />
            <span className="log-text">{renderLogLine(r.line, tl, lang)}</span>
          </button>
        );
      })}
    </div>
  );
}
