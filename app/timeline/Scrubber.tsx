/**
 * Scrubber: drag (or arrow keys) to any moment between 0 and the furthest time reached; the seek
 * happens on release (going back restores a checkpoint and replays from it, deterministically, so
 * a drag does not replay once per pixel). Ticks under the track mark faults and elections. "Go to" takes a time in ms.
 */
import { useT } from '../i18n/useT.ts';
import { scaleLinear } from 'd3-scale';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useStore } from 'zustand';
import { session } from '../runtime/page.ts';
import { useAppStore } from '../store/index.ts';
import { parseGotoMs } from './gotoTime.ts';
import { formatShortUs } from './speed.ts';
import { timelineStore } from './timelineState.ts';
import { useDownBands, useMarkers } from './useMarkers.ts';

export function Scrubber({ disabled }: { disabled: boolean }) {
  const t = useT('timeline');
  const timeUs = useAppStore((s) => s.timeUs);
  const horizonUs = useStore(timelineStore, (s) => s.horizonUs);
  const [drag, setDrag] = useState<number | null>(null);
  const [goto, setGoto] = useState('');
  const [gotoError, setGotoError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const maxUs = Math.max(horizonUs, timeUs, 1);
  const markers = useMarkers();
  const bands = useDownBands();
  const x = useMemo(() => scaleLinear().domain([0, maxUs]).range([0, 100]).clamp(true), [maxUs]);

  // React's onChange on a range input fires while dragging; the native change fires on release.
  useEffect(() => {
    const el = inputRef.current;
    if (!el) return;
    const commit = () => {
      setDrag(null);
      void session.seek(Number(el.value));
    };
    el.addEventListener('change', commit);
    return () => el.removeEventListener('change', commit);
  }, []);

  const value = drag ?? timeUs;
  return (
    <div className="scrubber">
      <span className="scrub-end">0</span>
      <div className="scrub-track">
        <input
          ref={inputRef}
          type="range"
          min={0}
          max={Math.round(maxUs)}
          step={1}
          value={Math.round(value)}
          disabled={disabled}
          onChange={(ev) => setDrag(Number(ev.target.value))}
          aria-label={t('scrub.label')}
          aria-valuetext={t('scrub.value', { ms: (value / 1000).toFixed(3) })}
          data-testid="scrubber"
        />
        {/* Keyboard users reach the same moments through the event log's rows. */}
        <svg className="scrub-marks" aria-hidden="true" data-testid="scrub-marks">
          {bands.map((b) => (
            <rect
              key={b.fromUs}
              x={`${x(b.fromUs)}%`}
              width={`${Math.max(0.4, x(Math.min(b.toUs, maxUs)) - x(b.fromUs))}%`}
              y={0}
              height={4}
              className="scrub-band"
              data-testid="scrub-band"
            >
              <title>
                {b.toUs === Infinity
                  ? t('scrub.downFrom', { from: formatShortUs(b.fromUs) })
                  : t('scrub.downFromTo', { from: formatShortUs(b.fromUs), to: formatShortUs(b.toUs) })}
              </title>
            </rect>
          ))}
          {markers.map((m) => (
            <g
              key={m.key}
              className={`scrub-mark scrub-${m.kind}`}
              data-testid="scrub-mark"
              data-t={m.t}
              onClick={() => void session.seek(m.t)}
            >
              <line x1={`${x(m.t)}%`} x2={`${x(m.t)}%`} y1={0} y2={10} />
              <line x1={`${x(m.t)}%`} x2={`${x(m.t)}%`} y1={0} y2={10} className="scrub-hit" />
              <title>{t('scrub.markGo', { label: m.label })}</title>
            </g>
          ))}
        </svg>
      </div>
      <span className="scrub-end">{formatShortUs(maxUs)}</span>
      <form
        className="scrub-goto"
        onSubmit={(ev) => {
          ev.preventDefault();
          const parsed = parseGotoMs(goto);
          setGotoError(parsed.kind === 'error' ? parsed.message : null);
          if (parsed.kind === 'ok') void session.seek(parsed.us);
        }}
      >
        <input
          type="text"
          inputMode="decimal"
          value={goto}
          onChange={(ev) => {
            setGoto(ev.target.value);
            setGotoError(null);
          }}
          placeholder={t('scrub.goto')}
          disabled={disabled}
          aria-label={t('scrub.gotoLabel')}
          aria-invalid={gotoError !== null}
          title={gotoError ?? undefined}
          data-testid="seek-input"
        />
        {gotoError && (
          <span className="scrub-goto-error" role="alert" data-testid="seek-error">
            {gotoError}
          </span>
        )}
      </form>
    </div>
  );
}
