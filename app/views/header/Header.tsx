import type { TFunction } from 'i18next';
import { useMemo, useState } from 'react';
import { Trans } from 'react-i18next';
import { presetDescription } from '../../viewmodel/presetText.ts';
import { copyShareUrl } from '../../url.ts';
import { isCustomPlacement } from '../../viewmodel/customPlacement.ts';
import { selectPresetName, selectRuntime, selectSeed } from '../../store/selectors.ts';
import { useAppStore } from '../../store/index.ts';
import type { RuntimeInfo } from '../../runtime/pageRun.ts';
import { useT } from '../../i18n/useT.ts';
import { Late } from '../common/Late.tsx';
import { HeadroomReadout } from './HeadroomReadout.tsx';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { StartHint } from './StartHint.tsx';
import { LessonsButton } from '../lessons/LessonsButton.tsx';

function liveLabel(t: TFunction<'header'>, r: Extract<RuntimeInfo, { kind: 'live' }>): string {
  switch (r.handover) {
    case 'pending':
      return t('runtime.handoverPending');
    case 'done':
      return t('runtime.handoverDone', { count: r.workers });
    case 'mismatch':
      return t('runtime.handoverMismatch');
    case 'failed':
      return t('runtime.handoverFailed');
    case undefined:
      return r.host === 'workers' ? t('runtime.workers', { count: r.workers }) : t('runtime.inProcess');
  }
}

function runtimeLabel(t: TFunction<'header'>, r: RuntimeInfo): string {
  switch (r.kind) {
    case 'static':
      return t('runtime.static');
    case 'starting':
      return t('runtime.starting');
    case 'live':
      return liveLabel(t, r);
    case 'error':
      return t('runtime.error');
  }
}

export function Header() {
  const t = useT('header');
  const preset = useAppStore(selectPresetName);
  const seed = useAppStore(selectSeed);
  const topology = useAppStore((s) => s.topology);
  const config = useAppStore((s) => s.config);
  const custom = useMemo(() => isCustomPlacement(preset, topology, config), [preset, topology, config]);
  const runtime = useAppStore(selectRuntime);
  const [copied, setCopied] = useState<'idle' | 'ok' | 'fail'>('idle');
  const share = () => {
    copyShareUrl().then(
      () => setCopied('ok'),
      () => setCopied('fail'),
    );
    window.setTimeout(() => setCopied('idle'), 2000);
  };
  return (
    <header className="header">
      <div className="header-title">
        <div className="header-title-row">
          <h1>{t('appName', { ns: 'common' })}</h1>
          <LanguageSwitch />
          <LessonsButton />
        </div>
        <p className="tagline">
          <Trans t={t} i18nKey="tagline" components={{ em: <em /> }} />
        </p>
      </div>
      <StartHint />
      <div className="header-actions">
        <span className="chip" title={presetDescription(preset)}>
          {preset}
          {custom ? t('customPlacement') : ''} · {t('seed', { seed })}
        </span>
        <span
          className={`chip runtime runtime-${runtime.kind}`}
          data-testid="runtime"
          data-state={runtime.kind}
          data-host={runtime.kind === 'live' ? runtime.host : undefined}
          data-handover={runtime.kind === 'live' ? runtime.handover : undefined}
          title={
            runtime.kind === 'error'
              ? runtime.message
              : runtime.kind === 'live' && runtime.handover
                ? t(`runtime.title.${runtime.handover}`)
                : undefined
          }
        >
          {runtimeLabel(t, runtime)}
        </span>
        <button type="button" className="btn btn-primary" data-testid="share" onClick={share}>
          {t(`share.${copied}`)}
        </button>
      </div>
      {/* The fault analysis of a large cluster waits for its run to be live, as the panels do. */}
      <Late>
        <HeadroomReadout />
      </Late>
    </header>
  );
}
