import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { initLanguage } from './i18n/browser.ts';
import { installActTargets } from './lessons/actTargets.ts';
import { initLessons } from './lessons/controller.ts';
import { FirstPaintMark } from './runtime/FirstPaintMark.tsx';
import { afterAppPaint } from './runtime/afterPaint.ts';
import { LARGE_RUN_NODES } from './runtime/checkpointTaker.ts';
import { readEntries, session } from './runtime/page.ts';
import { holdPanelsUntil } from './runtime/panelGate.ts';
import { pickRuntime } from './runtime/pickRuntime.ts';
import { installScenarioDrop } from './runtime/scenarioDrop.ts';
import { installTestHandle } from './runtime/testHandle.ts';
import { appStore } from './store/index.ts';
import { APP_SUBSYSTEMS } from './subsystems/index.ts';
import { initUrlState } from './url.ts';
import { parseEmbedState } from './viewmodel/urlState.ts';
import { EmbedApp } from './views/embed/EmbedApp.tsx';
import { ErrorBoundary } from './views/common/ErrorBoundary.tsx';
import './styles/base.css';
import './styles/layout.css';
import './styles/cluster.css';
import './styles/rings.css';
import './styles/meter.css';
import './styles/inspector.css';
import './styles/setup.css';
import './styles/analysis.css';
import './styles/config.css';
import './styles/fit.css';
import './styles/narrow.css';
import './styles/i18n.css';
import './styles/lessons.css';
import './styles/embed.css';

readEntries(APP_SUBSYSTEMS);
installTestHandle();
const badLang = initLanguage();
initUrlState();
installScenarioDrop();
if (badLang !== null) appStore.getState().pushNotice({ level: 'error', source: 'url', text: badLang });
installActTargets();
void initLessons();
// `?embed=1&lesson=NAME`: the lesson and the cluster view only (views/embed/EmbedApp.tsx).
const embed = parseEmbedState(window.location.search);
for (const text of embed.problems) appStore.getState().pushNotice({ level: 'error', source: 'url', text });

// The run goes live in-process at once (building the engine takes milliseconds on the default
// preset); the Web Worker host it hands over to starts once the app's first render is painted
// (runtime/handover.ts; FirstPaintMark marks it, afterPaint.ts `afterAppPaint` waits for it). A
// large cluster's build and boot is a long task (~0.5 s on ydb-1000): it goes live after that paint,
// so the zoomed-out cluster, drawn from the topology alone, shows first. So does `?host=workers`,
// which waits for every worker before going live.
const runtime = pickRuntime(window.location.search, (text) =>
  appStore.getState().pushNotice({ level: 'warning', source: 'runtime', text }),
);
const large = appStore.getState().topology.nodes.length >= LARGE_RUN_NODES;
const paintFirst = large || new URLSearchParams(window.location.search).get('host') === 'workers';
let attached = () => {};
// A large cluster's panels render after its run is live (runtime/panelGate.ts).
if (large) holdPanelsUntil(new Promise<void>((done) => (attached = done)));
const attach = () => void session.attach(runtime).finally(() => attached());
if (paintFirst) void afterAppPaint().then(attach);
else attach();
const root = document.getElementById('root');
if (!root) throw new Error('#root element missing from index.html');
createRoot(root).render(
  <StrictMode>
    <ErrorBoundary area="Quorumscope">
      {embed.embed ? <EmbedApp lesson={embed.lesson} /> : <App />}
      <FirstPaintMark />
    </ErrorBoundary>
  </StrictMode>,
);
