import { useMemo, useState } from 'react';
import { PRESETS } from '../../../engine/presets.ts';
import { copyShareUrl } from '../../url.ts';
import { isCustomPlacement } from '../../model/customPlacement.ts';
import { selectPresetName, selectRuntime, selectSeed } from '../../store/selectors.ts';
import { useAppStore } from '../../store/index.ts';
import type { RuntimeInfo } from '../../runtime/session.ts';
import { HeadroomReadout } from './HeadroomReadout.tsx';

function runtimeLabel(r: RuntimeInfo): string {
  switch (r.kind) {
    case 'static':
      return 'static view · quorum math only';
    case 'starting':
      return 'starting simulation…';
    case 'live':
      return r.host === 'workers' ? `live · ${r.workers} workers` : 'live · in-process';
    case 'error':
      return 'simulation failed to start';
  }
}

export function Header() {
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
        <h1>Quorumscope</h1>
        <p className="tagline">
          How YDB spreads metadata: every record lives on one replica per ring, on <em>nto_select</em> rings,
          and stays available while a majority of them is up.
        </p>
      </div>
      <p className="howto" data-testid="howto">
        <strong>How to use:</strong> click a node, rack or datacenter to fail it (click again to restore) ·
        type a TabletId or path in the inspector · watch which replicas answer.
      </p>
      <div className="header-actions">
        <span className="chip" title={PRESETS.get(preset)?.description}>
          {preset}
          {custom ? ' (custom placement)' : ''} · seed {seed}
        </span>
        <span
          className={`chip runtime runtime-${runtime.kind}`}
          data-testid="runtime"
          title={runtime.kind === 'error' ? runtime.message : undefined}
        >
          {runtimeLabel(runtime)}
        </span>
        <button type="button" className="btn btn-primary" data-testid="share" onClick={share}>
          {copied === 'ok'
            ? 'Link copied'
            : copied === 'fail'
              ? 'Copy failed — see address bar'
              : 'Share link'}
        </button>
      </div>
      <HeadroomReadout />
    </header>
  );
}
