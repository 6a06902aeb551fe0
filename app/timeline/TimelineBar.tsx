/**
 * The timeline bar along the bottom of the page: play / pause / step, speed (shown as virtual time
 * per wall second), the virtual time, the scrubber, the host label opening the Workers popover,
 * and the event log below. Keyboard: Space
 * plays or pauses, "." steps, "[" and "]" slow down and speed up (outside text fields).
 */
import { useLanguage, useT } from '../i18n/useT.ts';
import { useEffect } from 'react';
import { useStore } from 'zustand';
import { session } from '../runtime/page.ts';
import { appStore, useAppStore } from '../store/index.ts';
import { selectRuntime } from '../store/selectors.ts';
import { Branches } from './Branches.tsx';
import { EventLog } from './EventLog.tsx';
import { Scrubber } from './Scrubber.tsx';
import { SpeedReached } from './SpeedReached.tsx';
import { useHostFallback } from './hostFallback.ts';
import { useReachedSpeed } from './useReachedSpeed.ts';
import { formatFactor, formatSpeed, formatTimeUs, nearestSpeedIndex, SPEEDS, stepSpeed } from './speed.ts';
import { timelineStore } from './timelineState.ts';
import { useCompactBar } from './useCompactBar.ts';
import { WorkersButton } from './WorkersButton.tsx';
import './timeline.css';

function useKeys(): void {
  useEffect(() => {
    const onKey = (ev: KeyboardEvent) => {
      if (ev.ctrlKey || ev.metaKey || ev.altKey) return;
      const t = ev.target as HTMLElement | null;
      if (t && (t.isContentEditable || ['INPUT', 'SELECT', 'TEXTAREA', 'BUTTON'].includes(t.tagName))) return;
      const s = appStore.getState();
      if (ev.key === ' ') {
        ev.preventDefault();
        if (s.playing) session.pause();
        else session.play();
      } else if (ev.key === '.') void session.step();
      else if (ev.key === '[') s.setSpeed(stepSpeed(s.speed, -1));
      else if (ev.key === ']') s.setSpeed(stepSpeed(s.speed, 1));
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}

function TimeReadout() {
  const t = useT('timeline');
  const lang = useLanguage();
  const timeUs = useAppStore((s) => s.timeUs);
  return (
    <output className="tl-time" data-testid="time" aria-label={t('bar.time')}>
      {formatTimeUs(timeUs, lang)}
    </output>
  );
}

export function TimelineBar() {
  const t = useT('timeline');
  const lang = useLanguage();
  const playing = useAppStore((s) => s.playing);
  const speed = useAppStore((s) => s.speed);
  const reached = useReachedSpeed(playing, speed);
  useHostFallback(playing, speed, reached);
  const setSpeed = useAppStore((s) => s.setSpeed);
  const runtime = useAppStore(selectRuntime);
  const logOpen = useStore(timelineStore, (s) => s.logOpen);
  const live = runtime.kind === 'live';
  // A laptop's or phone's bar has no room for "10 ms/s (×0.01)": the unit alone says the speed.
  const compact = useCompactBar();
  useKeys();
  return (
    <div className="timeline" data-testid="timeline">
      <div className="tl-bar">
        <div className="tl-buttons" role="group" aria-label={t('bar.controls')}>
          <button
            type="button"
            className={`btn tl-btn${playing ? '' : ' btn-primary'}`}
            onClick={() => session.play()}
            disabled={!live}
            aria-pressed={playing}
            data-testid="play"
            title={t('bar.playTitle')}
          >
            {t('bar.play')}
          </button>
          <button
            type="button"
            className={`btn tl-btn${playing ? ' btn-primary' : ''}`}
            onClick={() => session.pause()}
            disabled={!live}
            aria-pressed={!playing}
            data-testid="pause"
            title={t('bar.pauseTitle')}
          >
            {t('bar.pause')}
          </button>
          <button
            type="button"
            className="btn tl-btn"
            onClick={() => void session.step()}
            disabled={!live}
            data-testid="step"
            title={t('bar.stepTitle')}
          >
            {t('bar.step')}
          </button>
        </div>
        <label
          className="tl-speed"
          title={
            reached === null
              ? t('bar.speedTitle')
              : `${t('bar.speedTitle')}\n${t('bar.reachedNow', { factor: formatFactor(reached, lang) })}`
          }
          data-testid="speed-control"
          data-achieved={reached ?? undefined}
        >
          {t('bar.speed')}
          <select
            value={nearestSpeedIndex(speed)}
            onChange={(ev) => setSpeed(SPEEDS[Number(ev.target.value)] ?? speed)}
            data-testid="speed"
          >
            {SPEEDS.map((s, i) => (
              <option key={s} value={i}>
                {compact ? formatSpeed(s, lang) : `${formatSpeed(s, lang)} (${formatFactor(s, lang)})`}
              </option>
            ))}
          </select>
        </label>
        <SpeedReached reached={reached} />
        <TimeReadout />
        <Scrubber disabled={runtime.kind === 'static' || runtime.kind === 'error'} />
        <WorkersButton />
        <button
          type="button"
          className="btn btn-small tl-log"
          onClick={() => timelineStore.getState().setLogOpen(!logOpen)}
          aria-expanded={logOpen}
          data-testid="log-toggle"
        >
          {/* A phone's bar shows the short form (styles/narrow.css); its pressed look says whether it is open. */}
          <span className="tl-log-long">{logOpen ? t('bar.hideLog') : t('bar.showLog')}</span>
          <span className="tl-log-short">{t('bar.logShort')}</span>
        </button>
      </div>
      <Branches />
      {logOpen && <EventLog />}
    </div>
  );
}
