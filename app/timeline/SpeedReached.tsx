/**
 * Beside the speed control: the speed play really reaches when it falls short of the chosen one,
 * and which host is too slow (in-process or the workers). Sampled a few times a second while playing.
 */
import { useEffect, useState } from 'react';
import { useLanguage, useT } from '../i18n/useT.ts';
import { appStore, useAppStore } from '../store/index.ts';
import { selectRuntime } from '../store/selectors.ts';
import { AchievedSpeed, shortfall } from './achievedSpeed.ts';
import { formatFactor, formatSpeed } from './speed.ts';

const SAMPLE_MS = 250;

/** The reached speed while playing (null when paused or not yet measured). */
function useReachedSpeed(playing: boolean, speed: number): number | null {
  const [reached, setReached] = useState<number | null>(null);
  useEffect(() => {
    if (!playing) return;
    const meter = new AchievedSpeed();
    const id = window.setInterval(() => {
      meter.sample(performance.now(), appStore.getState().timeUs);
      setReached(meter.speed());
    }, SAMPLE_MS);
    return () => {
      window.clearInterval(id);
      setReached(null);
    };
  }, [playing, speed]);
  return reached;
}

export function SpeedReached() {
  const t = useT('timeline');
  const lang = useLanguage();
  const playing = useAppStore((s) => s.playing);
  const speed = useAppStore((s) => s.speed);
  const runtime = useAppStore(selectRuntime);
  const short = shortfall(speed, useReachedSpeed(playing, speed));
  if (short === null || runtime.kind !== 'live') return null;
  const args = {
    chosen: formatSpeed(speed, lang),
    reached: formatSpeed(short, lang),
    count: runtime.workers,
  };
  return (
    <span
      className="tl-reached"
      data-testid="speed-reached"
      data-host={runtime.host}
      role="status"
      title={runtime.host === 'workers' ? t('bar.reachedWorkers', args) : t('bar.reachedInProcess', args)}
    >
      {t('bar.reached', { factor: formatFactor(short, lang) })} ·{' '}
      {runtime.host === 'workers' ? t('bar.workers', { count: runtime.workers }) : t('bar.inProcess')}
    </span>
  );
}
