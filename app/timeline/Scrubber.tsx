/**
 * Scrubber: drag (or arrow keys) to any moment between 0 and the furthest time reached; the seek
 * happens on release (going back restores a checkpoint and replays from it, deterministically, so
 * a drag does not replay once per pixel). Under the track: bands while nodes are down or the
 * network is cut or lossy, ticks for faults, elections, config changes and refusals, and the
 * other branches of the run (BranchLines). "Go to" takes a time in ms.
 */
import { formatShortDuration, formatTime } from '../i18n/format.ts';
import { useLanguage, useT } from '../i18n/useT.ts';
import { scaleLinear } from 'd3-scale';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useStore } from 'zustand';
import { session } from '../runtime/page.ts';
import { useAppStore } from '../store/index.ts';
import { parseGotoMs } from './gotoTime.ts';
import { timelineStore } from './timelineState.ts';
import type { Band } from './bands.ts';
import { RestartTicks } from './RestartTicks.tsx';
import { BranchLines } from './BranchLines.tsx';
import { stripHeightPx } from './strip.ts';
import { useBands, useMarkers } from './useMarkers.ts';

/** Rows of the marks strip (px): a band's row by its kind; ticks span the three. */
const BAND_ROW: Record<Band['kind'], { y: number; h: number }> = {
  down: { y: 0, h: 4 },
  cut: { y: 4, h: 3 },
  loss: { y: 7, h: 3 },
};

export function Scrubber({ disabled }: { disabled: boolean }) {
  const t = useT('timeline');
  const lang = useLanguage();
  const timeUs = useAppStore((s) => s.timeUs);
  const horizonUs = useStore(timelineStore, (s) => s.horizonUs);
  const branches = useAppStore((s) => s.branches);
  const [drag, setDrag] = useState<number | null>(null);
  const [goto, setGoto] = useState('');
  const [gotoError, setGotoError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  // Other branches may have run further: their stretch fits on the same scale.
  const maxUs = Math.max(horizonUs, timeUs, 1, ...branches.map((b) => b.horizonUs));
  const markers = useMarkers();
  const bands = useBands();
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
        <svg
          className="scrub-marks"
          aria-hidden="true"
          data-testid="scrub-marks"
          style={{ height: stripHeightPx(branches.length) }}
        >
          {bands.map((b) => {
            const span =
              b.toUs === Infinity
                ? t('scrub.band.from', { from: formatTime(lang, b.fromUs / 1000) })
                : t('scrub.band.fromTo', {
                    from: formatTime(lang, b.fromUs / 1000),
                    to: formatTime(lang, b.toUs / 1000),
                  });
            return (
              <rect
                key={`${b.kind}${b.fromUs}`}
                x={`${x(b.fromUs)}%`}
                width={`${Math.max(0.4, x(Math.min(b.toUs, maxUs)) - x(b.fromUs))}%`}
                y={BAND_ROW[b.kind].y}
                height={BAND_ROW[b.kind].h}
                className={`scrub-band scrub-band-${b.kind}`}
                data-testid="scrub-band"
                data-kind={b.kind}
              >
                <title>{t(`scrub.band.${b.kind}`, { span })}</title>
              </rect>
            );
          })}
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
          <BranchLines x={x} />
          <RestartTicks x={x} />
        </svg>
      </div>
      <span className="scrub-end">{formatShortDuration(lang, maxUs)}</span>
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
