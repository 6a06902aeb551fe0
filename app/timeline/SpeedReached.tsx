/**
 * Beside the speed control: the speed play really reaches when it falls short of the chosen one,
 * and which host is too slow (in-process or the workers), from useReachedSpeed.
 */
import { useLanguage, useT } from '../i18n/useT.ts';
import { useAppStore } from '../store/index.ts';
import { selectRuntime } from '../store/selectors.ts';
import { shortfall } from './achievedSpeed.ts';
import { formatFactor, formatSpeed } from './speed.ts';

/** `reached`: what useReachedSpeed measures (the bar measures once for this and the speed's title). */
export function SpeedReached({ reached }: { readonly reached: number | null }) {
  const t = useT('timeline');
  const lang = useLanguage();
  const speed = useAppStore((s) => s.speed);
  const runtime = useAppStore(selectRuntime);
  const short = shortfall(speed, reached);
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
