import { useState, type ComponentType } from 'react';
import { useStore } from 'zustand';
import { timelineStore } from './timeline/timelineState.ts';
import { SpaceTime } from './timeline/SpaceTime.tsx';
import { TimelineBar } from './timeline/TimelineBar.tsx';
import { ClusterView } from './views/cluster/ClusterView.tsx';
import { ErrorBoundary } from './views/common/ErrorBoundary.tsx';
import { NoticeBar } from './views/common/NoticeBar.tsx';
import { Header } from './views/header/Header.tsx';
import { RecordInspector } from './views/inspector/RecordInspector.tsx';
import { LoadPanel } from './views/load/LoadPanel.tsx';
import { NetworkPanel } from './views/network/NetworkPanel.tsx';
import { ObserversView } from './views/observers/ObserversView.tsx';
import { RingView } from './views/rings/RingView.tsx';
import { SetupPanel } from './views/setup/SetupPanel.tsx';
import { ConfigPanel } from './views/config/ConfigPanel.tsx';
import { PilesPanel } from './views/bridge/PilesPanel.tsx';
import { useAppStore, type AppState } from './store/index.ts';
import { LessonsLayer } from './views/lessons/LessonsLayer.tsx';
import { useT } from './i18n/useT.ts';
import { FeedView } from './feed/FeedView.tsx';
import type common from './i18n/locales/en/common.json';

type SideTab = 'record' | 'setup';
/** A lower tab's id: named by `common:tab.<id>`, its error area by `common:area.<id>`. */
type TabId = keyof typeof common.tab & keyof typeof common.area;

interface LowerTab {
  readonly id: TabId;
  readonly Panel: ComponentType;
  /** Shown only while this holds (absent: always). */
  readonly when?: (s: AppState) => boolean;
}

/** Lower tabs in display order (a subsystem's panel too: it sits above the store, so not in its entry). */
const LOWER_TABS: readonly LowerTab[] = [
  { id: 'rings', Panel: RingView },
  { id: 'spacetime', Panel: SpaceTime },
  { id: 'observers', Panel: ObserversView },
  { id: 'load', Panel: LoadPanel },
  { id: 'feed', Panel: FeedView },
  { id: 'network', Panel: NetworkPanel },
  { id: 'config', Panel: ConfigPanel },
  { id: 'bridge', Panel: PilesPanel, when: (s) => s.topology.piles.length >= 2 },
];

/** The ids of the tabs shown in state `s`, space-separated (a string, so the selector is stable). */
const shownTabs = (s: AppState): string =>
  LOWER_TABS.filter((tab) => tab.when?.(s) ?? true)
    .map((tab) => tab.id)
    .join(' ');

/** Page layout: header, cluster view over the ring view, inspector / setup on the right, timeline below. */
export function App() {
  const t = useT('common');
  const [side, setSide] = useState<SideTab>('record');
  const [lower, setLower] = useState<TabId>('rings');
  const logOpen = useStore(timelineStore, (s) => s.logOpen);
  const shown: readonly string[] = useAppStore(shownTabs).split(' ');
  const tabs = LOWER_TABS.filter((tab) => shown.includes(tab.id));
  const current = tabs.find((tab) => tab.id === lower) ?? tabs[0]!;
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
              {tabs.map(({ id }) => (
                <button
                  key={id}
                  type="button"
                  role="tab"
                  aria-selected={current.id === id}
                  className={`tab${current.id === id ? ' active' : ''}`}
                  onClick={() => setLower(id)}
                  data-testid={`tab-${id}`}
                >
                  {t(`tab.${id}`)}
                </button>
              ))}
            </div>
            <ErrorBoundary key={current.id} area={t(`area.${current.id}`)}>
              <current.Panel />
            </ErrorBoundary>
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
