/**
 * The test and console handle `window.__quorumscope` (typed structurally in e2e/fixtures.ts): the
 * store, and `controller` — the session's run controls and commands under the name the e2e suite
 * uses.
 */
import { appStore } from '../store/index.ts';
import { session } from './page.ts';

const controller = {
  command: session.command.bind(session),
  commandAt: session.commandAt.bind(session),
  play: session.play.bind(session),
  pause: session.pause.bind(session),
  step: session.step.bind(session),
  seek: session.seek.bind(session),
  settled: session.settled.bind(session),
  setSpeed: (speed: number) => appStore.getState().setSpeed(speed),
};

interface QuorumscopeHandle {
  readonly store: typeof appStore;
  readonly controller: typeof controller;
  /** Hash of the live trace so far (null in static mode); equal runs match on every host. */
  traceHash(): string | null;
  eventCount(): number;
  /** Test-only: crashes the worker running `node` (false without a worker host). */
  killWorkerOf(node: number): boolean;
}

declare global {
  interface Window {
    __quorumscope?: QuorumscopeHandle;
  }
}

export function installTestHandle(): void {
  window.__quorumscope = {
    store: appStore,
    controller,
    traceHash: () => session.traceHash(),
    eventCount: () => session.eventCount(),
    killWorkerOf: (node) => session.killWorkerOf(node),
  };
}
