import { useRef, useState } from 'react';
import { useStore } from 'zustand';
import { timelineStore } from './timeline/timelineState.ts';
import { SpaceTime } from './timeline/SpaceTime.tsx';
import { TimelineBar } from './timeline/TimelineBar.tsx';
import { ClusterView } from './views/cluster/ClusterView.tsx';
import { ErrorBoundary } from './views/common/ErrorBoundary.tsx';
import { Late } from './views/common/Late.tsx';
import { NoticeBar } from './views/common/NoticeBar.tsx';
import { useTabStrip } from './views/common/useTabStrip.ts';
import { usePinnedHeight } from './views/common/usePinnedHeight.ts';
import { Header } from './views/header/Header.tsx';
import { RecordInspector } from './views/inspector/RecordInspector.tsx';
import { LoadPanel } from './views/load/LoadPanel.tsx';
import { NetworkPanel } from './views/network/NetworkPanel.tsx';
import { ObserversView } from './views/observers/ObserversView.tsx';
import { RingView } from './views/rings/RingView.tsx';
import { SetupPanel } from './views/setup/SetupPanel.tsx';
import { useAppStore, type AppState } from './store/index.ts';
import { APP_SUBSYSTEMS } from './subsystems/index.ts';
import { panelTabs, type TabRow } from './subsystems/read.ts';
import { LessonsLayer } from './views/lessons/LessonsLayer.tsx';
import { useT } from './i18n/useT.ts';
import { FeedView } from './feed/FeedView.tsx';
import common from './i18n/locales/en/common.json';

type SideTab = 'record' | 'setup';
/** A tab id the catalogue names: `common:tab.<id>`, its error area `common:area.<id>`. */
type TabId = keyof typeof common.tab & keyof typeof common.area;
const named = (id: string): id is TabId => Object.hasOwn(common.tab, id) && Object.hasOwn(common.area, id);

/** The page's own lower tabs, in display order. */
const PAGE_TABS: readonly (TabRow & { readonly id: TabId })[] = [
  { id: 'rings', Panel: RingView },
  { id: 'spacetime', Panel: SpaceTime },
  { id: 'observers', Panel: ObserversView },
  { id: 'load', Panel: LoadPanel },
  { id: 'feed', Panel: FeedView },
  { id: 'network', Panel: NetworkPanel },
];

/** Lower tabs in display order: the page's, then each subsystem entry's panel (app/subsystems). */
const LOWER_TABS: readonly TabRow[] = [...PAGE_TABS, ...panelTabs(APP_SUBSYSTEMS)];

/** The ids of the tabs shown in state `s`, space-separated (a string, so the selector is stable). */
const shownTabs = (s: AppState): string =>
  LOWER_TABS.filter((tab) => tab.when?.(s) ?? true)
    .map((tab) => tab.id)
    .join(' ');

/** Page layout: header, cluster view over the ring view, inspector / setup on the right, timeline below. */
export function App() {
  const t = useT('common');
  const [side, setSide] = useState<SideTab>('record');
  const [lower, setLower] = useState<string>('rings');
  const tabName = ({ id, label }: TabRow) => (named(id) ? t(`tab.${id}`) : (label ?? id));
  const areaName = ({ id, label }: TabRow) => (named(id) ? t(`area.${id}`) : (label ?? id));
  const logOpen = useStore(timelineStore, (s) => s.logOpen);
  const shown: readonly string[] = useAppStore(shownTabs).split(' ');
  const tabs = LOWER_TABS.filter((tab) => shown.includes(tab.id));
  const current = tabs.find((tab) => tab.id === lower) ?? tabs[0]!;
  const strip = useTabStrip<HTMLDivElement>(current.id);
  const timeline = useRef<HTMLElement>(null);
  usePinnedHeight(timeline, '--timeline-px');
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
          <section className="panel lower-panel" aria-label={t('tab.rings')} data-testid="lower-panel">
            <div className="tabs" role="tablist" ref={strip}>
              {tabs.map((tab) => (
                <button
                  key={tab.id}
                  type="button"
                  role="tab"
                  aria-selected={current.id === tab.id}
                  className={`tab${current.id === tab.id ? ' active' : ''}`}
                  onClick={() => setLower(tab.id)}
                  data-testid={`tab-${tab.id}`}
                >
                  {tabName(tab)}
                </button>
              ))}
            </div>
            <ErrorBoundary key={current.id} area={areaName(current)}>
              <Late>
                <current.Panel />
              </Late>
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
            <Late>
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
            </Late>
          </div>
        </div>
      </main>
      <ErrorBoundary area={t('area.lessons')}>
        <LessonsLayer />
      </ErrorBoundary>
      <footer className="timeline-mount" ref={timeline}>
        <ErrorBoundary area={t('area.timeline')}>
          <TimelineBar />
        </ErrorBoundary>
      </footer>
    </div>
  );
}
