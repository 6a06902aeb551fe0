/**
 * The page's one live run: the session, bound to the app store, and the projections on its trace
 * bus — cluster status and replica values (into the store), observers, the event log and the
 * message table (read by their views). Views import what they draw from here; what a click means
 * is in intents.ts, cluster and seed changes in setup.ts.
 */
import { afterPaint } from './afterPaint.ts';
import { MessageTable } from '../flows/messageTable.ts';
import { tr } from '../i18n/index.ts';
import { appStore } from '../store/index.ts';
import { LogIndex } from '../timeline/logIndex.ts';
import { describeWith } from '../timeline/logModel.ts';
import { flowEntries, messageCodeOf } from '../subsystems/read.ts';
import type { AppSubsystem } from '../subsystems/types.ts';
import { ObserverProjection } from '../views/observers/observerProjection.ts';
import { SelfHealProjection } from '../views/selfheal/selfHealProjection.ts';
import { forkIfPast } from './branching.ts';
import {
  bridgeFold,
  copyBridge,
  readsBridge,
  copyLiveConfig,
  liveConfigFold,
  readsLiveConfig,
  copyMembership,
  membershipFold,
  readsMembership,
} from '../../engine/index.ts';
import { engineFoldSpec, FoldProjection } from './foldProjection.ts';
import { clusterStatusSpec } from './projections/clusterStatus.ts';
import { replicaValuesSpec } from './projections/replicaValues.ts';
import { PageRun } from './pageRun.ts';
import { TraceBus } from './traceBus.ts';
import { pollWorkerStats } from './workerStatsPoll.ts';

const store = () => appStore.getState();

/** Engine folds mounted on the trace bus (app/runtime/foldProjection.ts); their views go to the store. */
const clusterStatus = new FoldProjection(clusterStatusSpec(store), (v) => store().setClusterStatus(v));
const bridge = new FoldProjection(engineFoldSpec(bridgeFold, store, copyBridge, readsBridge), (v) =>
  store().setBridge(v),
);
const liveConfig = new FoldProjection(
  engineFoldSpec(liveConfigFold, store, copyLiveConfig, readsLiveConfig),
  (v) => store().setLiveConfig(v),
);
const membership = new FoldProjection(
  engineFoldSpec(membershipFold, store, copyMembership, readsMembership),
  (v) => store().setMembership(v),
);
export const observers = new ObserverProjection(store);
export const selfHeal = new SelfHealProjection();
export const logIndex = new LogIndex();
export const messageTable = new MessageTable();

/**
 * The log index and the message table read events through the app's subsystem entries. The
 * composition root (app/main.tsx) hands the list in before the run attaches: entries carry panels,
 * which import this module, so it cannot import the list.
 */
export function readEntries(entries: readonly AppSubsystem[]): void {
  logIndex.readWith(describeWith(entries));
  messageTable.codeWith(messageCodeOf(flowEntries(entries)));
}

export const session = new PageRun(
  {
    spec: () => {
      const { topology, config, seed, latency } = store();
      return { topology, config, seed, ...(latency ? { latency } : {}) };
    },
    speed: () => store().speed,
    setTime: (timeUs) => store().setTime(timeUs),
    setPlaying: (playing) => store().setPlaying(playing),
    setRuntime: (runtime) => store().setRuntime(runtime),
    afterPaint,
    refused: (cmd, reason) =>
      store().pushNotice({
        level: 'error',
        source: 'command',
        // The reason is the engine's own error message (English, as YDB logs it).
        text: tr('notice.refused', { command: cmd.kind, reason }),
      }),
    forking: forkIfPast,
  },
  new TraceBus([
    clusterStatus,
    new FoldProjection(replicaValuesSpec, (v) => store().setReplicaValues(v)),
    observers,
    selfHeal,
    logIndex,
    messageTable,
    bridge,
    liveConfig,
    membership,
  ]),
);

/** The worker pool's figures, read into the store while the Workers popover is open; cleared when it closes. */
export function watchWorkerStats(): () => void {
  const stop = pollWorkerStats(session.workerStats, (stats) => store().setWorkerStats(stats, true));
  return () => {
    stop();
    store().setWorkerStats(null, false);
  };
}
