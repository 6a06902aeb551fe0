import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import * as controller from './sim/controller.ts';
import { pickRuntime } from './sim/pickRuntime.ts';
import { appStore } from './store/index.ts';
import { initUrlState } from './url.ts';
import { ErrorBoundary } from './views/common/ErrorBoundary.tsx';
import './styles/base.css';
import './styles/layout.css';
import './styles/cluster.css';
import './styles/rings.css';
import './styles/inspector.css';
import './styles/setup.css';

declare global {
  interface Window {
    /** Test and console handle: the store and the controller (e2e/fixtures.ts types it). */
    __quorumscope?: {
      store: typeof appStore;
      controller: typeof controller;
      /** Hash of the live trace so far (null in static mode); equal runs match on every host. */
      traceHash(): string | null;
      eventCount(): number;
      /** Test-only: crashes the worker running `node` (false without a worker host). */
      killWorkerOf(node: number): boolean;
    };
  }
}

window.__quorumscope = {
  store: appStore,
  controller,
  traceHash: controller.traceHash,
  eventCount: controller.eventCount,
  killWorkerOf: controller.killWorkerOf,
};
initUrlState();

const root = document.getElementById('root');
if (!root) throw new Error('#root element missing from index.html');
createRoot(root).render(
  <StrictMode>
    <ErrorBoundary area="Quorumscope">
      <App />
    </ErrorBoundary>
  </StrictMode>,
);

// The static views work without the runtime, so draw them first and start the simulation after
// the first paint: spawning 27 workers (each parsing its bundle) competes with the page's own
// first render for the CPU. Commands given meanwhile are kept and replayed once it is live.
const search = window.location.search;
requestAnimationFrame(() => setTimeout(() => void controller.attachRuntime(pickRuntime(search)), 0));
