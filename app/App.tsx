import { useState } from 'react';
import { useStore } from 'zustand';
import { timelineStore } from './timeline/timelineState.ts';
import { SpaceTime } from './timeline/SpaceTime.tsx';
import { TimelineBar } from './timeline/TimelineBar.tsx';
import { ClusterView } from './views/cluster/ClusterView.tsx';
import { ConfigPanel } from './views/config/ConfigPanel.tsx';
import { ErrorBoundary } from './views/common/ErrorBoundary.tsx';
import { NoticeBar } from './views/common/NoticeBar.tsx';
import { Header } from './views/header/Header.tsx';
import { RecordInspector } from './views/inspector/RecordInspector.tsx';
import { LoadPanel } from './views/load/LoadPanel.tsx';
import { NetworkPanel } from './views/network/NetworkPanel.tsx';
import { ObserversView } from './views/observers/ObserversView.tsx';
import { RingView } from './views/rings/RingView.tsx';
import { SetupPanel } from './views/setup/SetupPanel.tsx';
import { PilesPanel } from './views/bridge/PilesPanel.tsx';
import { useAppStore } from './store/index.ts';
import { LessonsLayer } from './views/lessons/LessonsLayer.tsx';
import { useT } from './i18n/useT.ts';
import { FeedView } from './feed/FeedView.tsx';

type SideTab = 'record' | 'setup';
type LowerTab = 'rings' | 'spacetime' | 'observers' | 'load' | 'feed' | 'network' | 'config' | 'bridge';
/** Lower tabs in order; `bridge` only when the cluster has piles. */
const LOWER_TABS: readonly LowerTab[] = [
  'rings',
  'spacetime',
  'observers',
  'load',
  'feed',
  'network',
  'config',
  'bridge',
];

/** Page layout: header, cluster view over the ring view, inspector / setup on the right, timeline below. */
export function App() {
  const t = useT('common');
  const [side, setSide] = useState<SideTab>('record');
  const [lower, setLower] = useState<LowerTab>('rings');
  const logOpen = useStore(timelineStore, (s) => s.logOpen);
  const bridgeMode = useAppStore((s) => s.topology.piles.length >= 2);
  return (
    <div className={`app${logOpen ? ' log-open' : ''}`}>
      <ErrorBoundary area={t('area.header')}>
        <Header />
      </ErrorBoundary>
      <NoticeBar />
      <main className="workspace">
        <div className="col-center">
          <ErrorBoundary area={t('area.cluster')}>
            <ClusterView />
          </ErrorBoundary>
          <section className="panel lower-panel" aria-label={t('tab.rings')}>
            <div className="tabs" role="tablist">
              {LOWER_TABS.filter((id) => id !== 'bridge' || bridgeMode).map((id) => (
                <button
                  key={id}
                  type="button"
                  role="tab"
                  aria-selected={lower === id}
                  className={`tab${lower === id ? ' active' : ''}`}
                  onClick={() => setLower(id)}
                  data-testid={`tab-${id}`}
                >
                  {t(`tab.${id}`)}
                </button>
              ))}
            </div>
            {lower === 'bridge' && bridgeMode ? (
              <ErrorBoundary area={t('area.bridge')}>
                <PilesPanel />
              </ErrorBoundary>
            ) : lower === 'config' ? (
              <ErrorBoundary area={t('area.config')}>
                <ConfigPanel />
              </ErrorBoundary>
            ) : lower === 'network' ? (
              <ErrorBoundary area={t('area.network')}>
                <NetworkPanel />
              </ErrorBoundary>
            ) : lower === 'feed' ? (
              <ErrorBoundary area={t('area.feed')}>
                <FeedView />
              </ErrorBoundary>
            ) : lower === 'load' ? (
              <ErrorBoundary area={t('area.load')}>
                <LoadPanel />
              </ErrorBoundary>
            ) : lower === 'observers' ? (
              <ErrorBoundary area={t('area.observers')}>
                <ObserversView />
              </ErrorBoundary>
            ) : (
              <ErrorBoundary area={lower === 'rings' ? t('area.rings') : t('area.spacetime')}>
                {lower === 'spacetime' ? <SpaceTime /> : <RingView />}
              </ErrorBoundary>
            )}
          </section>
        </div>
        <div className="col-side">
          <div className="tabs side-tabs" role="tablist">
            <button
              type="button"
              role="tab"
              aria-selected={side === 'record'}
              className={`tab${side === 'record' ? ' active' : ''}`}
              onClick={() => setSide('record')}
              data-testid="tab-record"
            >
              {t('tab.record')}
            </button>
            <button
              type="button"
              role="tab"
              aria-selected={side === 'setup'}
              className={`tab${side === 'setup' ? ' active' : ''}`}
              onClick={() => setSide('setup')}
              data-testid="tab-setup"
            >
              {t('tab.setup')}
            </button>
          </div>
          <div className="side-body">
            {/* Both stay mounted so a half-typed setup survives a look at the inspector. */}
            <div hidden={side !== 'record'}>
              <ErrorBoundary area={t('area.record')}>
                <RecordInspector />
              </ErrorBoundary>
            </div>
            <div hidden={side !== 'setup'}>
              <ErrorBoundary area={t('area.setup')}>
                <SetupPanel />
              </ErrorBoundary>
            </div>
          </div>
        </div>
      </main>
      <ErrorBoundary area={t('area.lessons')}>
        <LessonsLayer />
      </ErrorBoundary>
      <footer className="timeline-mount">
        <ErrorBoundary area={t('area.timeline')}>
          <TimelineBar />
        </ErrorBoundary>
      </footer>
    </div>
  );
}
