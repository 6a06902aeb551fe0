/**
 * Event log: every trace event that passes the filters (subsystem, node, record, messages on/off),
 * newest at the bottom, following the end unless the reader scrolled up. Virtualised: only the
 * visible rows are in the DOM. Hover a row → its node lights up in the cluster view; click → the
 * timeline goes to its time and the inspector opens its record; click its node → filter by it.
 */
import { useLanguage, useT } from '../i18n/useT.ts';
import { formatMsFixed } from '../i18n/format.ts';
import { useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { TraceEvent } from '../../engine/index.ts';
import { flowColour, flowLabel, FLOW_SUBSYSTEMS } from '../flows/flowPalette.ts';
import { useAppStore } from '../store/index.ts';
import { selectTopology } from '../store/selectors.ts';
import { useElementSize } from '../views/common/useElementSize.ts';
import type { LogFilter, LogRow } from './logModel.ts';
import { renderLogLine } from './logLine.ts';
import { logIndex, session } from '../runtime/page.ts';
import { invariantText } from '../views/share/violationText.ts';
import { violationRow } from './violationRow.ts';
import { alarmPins } from './alarmPins.ts';
import { AlarmStrip } from './AlarmStrip.tsx';

const ROW_PX = 20;
const OVERSCAN = 8;

export function EventLog() {
  const t = useT('timeline');
  const tl = useT('log');
  const lang = useLanguage();
  const log = logIndex;
  useSyncExternalStore(log.subscribe, log.getVersion);
  const topology = useAppStore(selectTopology);
  const setHover = useAppStore((s) => s.setHover);
  const inspect = useAppStore((s) => s.inspect);
  const [filter, setFilterState] = useState<LogFilter>(log.filter);
  const setFilter = (f: LogFilter) => {
    setFilterState(f);
    log.setFilter(f);
  };
  const listRef = useRef<HTMLDivElement>(null);
  const [scrollTop, setScrollTop] = useState(0);
  const { height: viewHeight } = useElementSize(listRef);
  const [stick, setStick] = useState(true);
  const total = log.shown.length;
  const ts = useT('share');
  const violation = useAppStore((s) => s.violation);
  const reached = useAppStore((s) => s.violation !== null && s.timeUs >= s.violation.tUs);
  const marked = violation && reached ? violationRow(log.shown, log.events, violation.tUs) : -1;
  const scrolledTo = useRef<object | null>(null);

  useLayoutEffect(() => {
    const el = listRef.current;
    if (el && stick) el.scrollTop = el.scrollHeight;
  });
  // Once per reported violation: bring its row to the middle and stop following the end.
  useLayoutEffect(() => {
    const el = listRef.current;
    if (!el || !violation || marked < 0 || scrolledTo.current === violation || viewHeight === 0) return;
    scrolledTo.current = violation;
    el.scrollTop = Math.max(0, marked * ROW_PX - viewHeight / 2);
    setStick(false);
    setScrollTop(el.scrollTop);
  }, [violation, marked, viewHeight]);

  // While following the end, the rows to draw are the last ones (scrollTop catches up after layout).
  const top = stick ? Math.max(0, total * ROW_PX - viewHeight) : scrollTop;
  const first = Math.max(0, Math.floor(top / ROW_PX) - OVERSCAN);
  const last = Math.min(total, Math.ceil((top + viewHeight) / ROW_PX) + OVERSCAN);
  const pins = alarmPins(log.shown, log.rows, Math.floor(top / ROW_PX));
  // A pinned alarm: the log scrolled to its row (no longer following the end); its row seeks.
  const pick = (i: number) => {
    const el = listRef.current;
    if (!el) return;
    el.scrollTop = Math.max(0, log.shown.indexOf(i) * ROW_PX - viewHeight / 2);
    setStick(false);
    setScrollTop(el.scrollTop);
  };
  const rows: { i: number; e: TraceEvent; r: LogRow }[] = [];
  for (let k = first; k < last; k++) {
    const i = log.shown[k] as number;
    rows.push({ i, e: log.events[i] as TraceEvent, r: log.rows[i] as LogRow });
  }

  return (
    <div className="event-log" data-testid="event-log">
      <div className="log-filters">
        <strong>{t('log.title')}</strong>
        <label>
          {t('log.subsystem')}{' '}
          <select
            value={filter.subsystem}
            onChange={(ev) => setFilter({ ...filter, subsystem: ev.target.value })}
            data-testid="log-subsystem"
          >
            <option value="all">{t('log.all')}</option>
            {FLOW_SUBSYSTEMS.map((s) => (
              <option key={s} value={s}>
                {flowLabel(s, (k) => t(k))}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('log.node')}{' '}
          <select
            value={filter.node ?? ''}
            onChange={(ev) =>
              setFilter({ ...filter, node: ev.target.value === '' ? null : Number(ev.target.value) })
            }
            data-testid="log-node"
          >
            <option value="">{t('log.all')}</option>
            {topology.nodes.map((n) => (
              <option key={n.id} value={n.id}>
                n{n.id} ({n.domain})
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('log.record')}{' '}
          <input
            type="search"
            value={filter.record}
            placeholder={t('log.recordPlaceholder')}
            onChange={(ev) => setFilter({ ...filter, record: ev.target.value.trim() })}
            data-testid="log-record"
          />
        </label>
        <label title={t('log.messagesTitle')}>
          <input
            type="checkbox"
            checked={filter.messages}
            onChange={(ev) => setFilter({ ...filter, messages: ev.target.checked })}
            data-testid="log-messages"
          />{' '}
          {t('log.messages')}
        </label>
        <span className="log-count" data-testid="log-count">
          {t('log.count', { shown: total, total: log.events.length })}
        </span>
      </div>
      <AlarmStrip pins={pins} events={log.events} rows={log.rows} onPick={pick} />
      <div
        className="log-list"
        ref={listRef}
        onScroll={(ev) => {
          const el = ev.currentTarget;
          setStick(el.scrollTop + el.clientHeight >= el.scrollHeight - ROW_PX);
          setScrollTop(el.scrollTop);
        }}
        onMouseLeave={() => setHover(null)}
      >
        {total === 0 && (
          <div className="log-empty">
            {log.events.length > 0 ? t('log.emptyFiltered') : t('log.emptyNone')}
          </div>
        )}
        <div style={{ height: total * ROW_PX, position: 'relative' }}>
          {rows.map(({ i, e, r }, k) => (
            <div
              key={i}
              className={`log-row${r.alarm ? ' log-alarm' : ''}${first + k === marked ? ' log-violation' : ''}`}
              style={{ top: (first + k) * ROW_PX, height: ROW_PX }}
              onMouseEnter={() => {
                const nd = r.nodes.find((x) => x > 0);
                setHover(nd === undefined ? null : { kind: 'node', id: nd });
              }}
              onClick={() => {
                // A row is a moment: go there (and to its record when it names one).
                void session.seek(e.t);
                if (r.record) inspect(r.record);
              }}
              title={
                r.record
                  ? t('log.goToInspect', { time: formatMsFixed(lang, e.t / 1000, 3), record: r.record })
                  : t('log.goTo', { time: formatMsFixed(lang, e.t / 1000, 3) })
              }
              data-testid="log-row"
              data-t={e.t}
            >
              <span className="log-time">{formatMsFixed(lang, e.t / 1000, 3)}</span>
              <span
                className="log-sub"
                style={{ background: flowColour(r.subsystem) }}
                aria-label={flowLabel(r.subsystem, (k) => t(k))}
              />
              <span className="log-nodes">
                {r.nodes
                  .filter((x) => x > 0)
                  .slice(0, 2)
                  .map((x) => (
                    <button
                      key={x}
                      type="button"
                      className="log-node"
                      onClick={(ev) => {
                        ev.stopPropagation();
                        setFilter({ ...filter, node: x });
                      }}
                      title={t('log.onlyNode', { node: x })}
                    >
                      n{x}
                    </button>
                  ))}
              </span>
              <span className="log-text">{renderLogLine(r.line, tl, lang)}</span>
              {violation && first + k === marked && (
                <span className="log-violation-tag" data-testid="log-violation">
                  {ts('violation.log', { invariant: invariantText(ts as never, violation.invariant) })}
                </span>
              )}
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
