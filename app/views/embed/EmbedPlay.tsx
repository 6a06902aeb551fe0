/**
 * Play / Pause for the embed, which has no timeline: a reader runs the simulation between lesson
 * steps. The store's `playing` is the one play state; the button only sends play or pause to the
 * session, deciding which from the store at the moment of the press (never from a render's copy),
 * and the label beside it says what the store says.
 */
import { useLanguage, useT } from '../../i18n/useT.ts';
import { session } from '../../runtime/page.ts';
import { appStore, useAppStore } from '../../store/index.ts';
import { formatTimeUs } from '../../timeline/speed.ts';

function toggleEmbedPlay(): void {
  if (appStore.getState().playing) session.pause();
  else session.play();
}

export function EmbedPlay() {
  const t = useT('timeline');
  const lang = useLanguage();
  const playing = useAppStore((s) => s.playing);
  const live = useAppStore((s) => s.runtime.kind === 'live');
  const timeUs = useAppStore((s) => s.timeUs);
  return (
    <div className="embed-controls" role="group" aria-label={t('bar.controls')}>
      <button
        type="button"
        className={`btn btn-small${playing ? '' : ' btn-primary'}`}
        onClick={toggleEmbedPlay}
        disabled={!live}
        aria-pressed={playing}
        data-testid="embed-play"
        data-playing={playing}
      >
        {playing ? t('bar.pause') : t('bar.play')}
      </button>
      <output className="embed-time" data-testid="embed-time" data-us={timeUs} aria-label={t('bar.time')}>
        {formatTimeUs(timeUs, lang)}
      </output>
      <span className="embed-state" data-testid="embed-state" data-playing={playing}>
        {t('bar.stateLabel')}: {playing ? t('bar.statePlaying') : t('bar.statePaused')}
      </span>
    </div>
  );
}
