/**
 * The one module between the UI and the simulation. Components call these functions (never the
 * engine's runtime); the controller updates the store and, when a live runtime is attached,
 * forwards commands to it and folds its trace back into the store.
 *
 * Static mode (no runtime): faults only change node status; selection and quorum are computed in
 * the UI. Live mode: `attachRuntime(factory)` starts a simulation of the current cluster and seed;
 * play/pause/step/seek drive virtual time; every trace batch goes to `onTrace` listeners.
 */
import type { BuildOptions } from '../../engine/model/config/builder.ts';
import type { ClusterConfig } from '../../engine/model/config/types.ts';
import type { Us } from '../../engine/kernel/actor.ts';
import type { Command, TraceEvent } from '../../engine/subsystems/index.ts';
import { loadPreset as loadEnginePreset } from '../../engine/presets.ts';
import type { NodeId, Topology } from '../../engine/model/topology/types.ts';
import { appStore } from '../store/index.ts';
import { Player } from './player.ts';
import type { RuntimeFactory, SimRuntime } from './runtime.ts';
import { TraceBus, type TraceListener } from './traceBus.ts';

const bus = new TraceBus();
let factory: RuntimeFactory | null = null;
let runtime: SimRuntime | null = null;
/** Every command given since the run started, with its virtual time: replaying it reproduces the run. */
let commandLog: { atUs: Us; cmd: Command }[] = [];
let generation = 0;

const store = () => appStore.getState();

function applyTrace(batch: readonly TraceEvent[]): void {
  if (batch.length === 0) return;
  const s = store();
  s.foldTrace(batch);
  // The last status of each node wins; one store update per status, not per event.
  const last = new Map<NodeId, 'down' | 'up' | 'crashed'>();
  for (const e of batch) {
    if (e.kind === 'node.down') last.set(e.target, 'down');
    else if (e.kind === 'node.up') last.set(e.target, 'up');
    else if (e.kind === 'node.crashed') last.set(e.target, 'crashed');
  }
  for (const status of ['down', 'up', 'crashed'] as const) {
    const nodes = [...last].filter(([, st]) => st === status).map(([n]) => n);
    if (nodes.length > 0) s.setNodeStatus(nodes, status);
  }
  bus.publish(batch);
}

/**
 * Runs `f` after every earlier run of the simulation has finished. A Simulation must never be in
 * two runUntil loops at once (a click's run racing a seek interleaves host rounds: a restarted
 * node's first step could reach its fresh worker before its boot), so every run goes through here.
 */
let chain: Promise<unknown> = Promise.resolve();
function serial<T>(f: () => Promise<T>): Promise<T> {
  const p = chain.then(f, f);
  chain = p.catch(() => undefined);
  return p;
}

function advanceTo(untilUs: Us): Promise<void> {
  const mine = generation;
  return serial(async () => {
    const rt = runtime;
    if (!rt || mine !== generation) return;
    const batch = await rt.runUntil(untilUs).catch((e: unknown) => {
      if (mine === generation) throw e;
      return []; // the run was disposed by a restart or seek meanwhile
    });
    if (mine !== generation) return; // a restart or seek happened meanwhile: this window is stale
    applyTrace(batch);
    store().setTime(rt.nowUs());
  });
}

const player = new Player({
  now: () => store().timeUs,
  speed: () => store().speed,
  advanceTo,
  onStop: () => store().setPlaying(false),
});

async function startRuntime(replayUntilUs?: Us): Promise<void> {
  const mine = ++generation;
  player.stop();
  runtime?.dispose();
  runtime = null;
  bus.reset();
  const s = store();
  s.clearReplicaValues();
  s.setTime(0);
  s.setPlaying(false);
  if (!factory) return s.setRuntime({ kind: 'static' });
  // Live: node status is whatever the replayed trace says (node.down / node.up events), from all-up;
  // faults given before the runtime was live (clicks while it starts) show at once meanwhile.
  s.resetNodeStatus();
  for (const { atUs, cmd } of commandLog) {
    const nodes = atUs <= (replayUntilUs ?? 0) ? faultNodes(cmd) : null;
    if (nodes) s.setNodeStatus(nodes.ids, nodes.up ? 'up' : 'down');
  }
  s.setRuntime({ kind: 'starting', host: 'in-process' });
  try {
    const rt = await factory({ topology: s.topology, config: s.config, seed: s.seed });
    if (mine !== generation) return rt.dispose();
    runtime = rt;
    for (const { atUs, cmd } of commandLog) rt.command(cmd, atUs);
    store().setRuntime({ kind: 'live', host: rt.host, workers: rt.workerCount });
    if (replayUntilUs !== undefined && replayUntilUs > 0) await advanceTo(replayUntilUs);
  } catch (e) {
    if (mine === generation)
      store().setRuntime({ kind: 'error', message: e instanceof Error ? e.message : String(e) });
  }
}

/**
 * Schedules a command at a later virtual time (scenario steps). It is part of the run from then
 * on: seeks and restarts replay it. Static mode has no time, so it only runs once a runtime is live.
 */
export function commandAt(cmd: Command, atUs: Us): void {
  if (atUs <= store().timeUs) return command(cmd);
  commandLog.push({ atUs, cmd });
  try {
    runtime?.command(cmd, atUs);
  } catch (e) {
    store().pushNotice({
      level: 'error',
      source: 'command',
      text: `Command ${cmd.kind} was refused: ${e instanceof Error ? e.message : String(e)}`,
    });
  }
}

/** Gives a command to the simulation (now). In static mode only faults have an effect (on node status). */
export function command(cmd: Command): void {
  const atUs = store().timeUs;
  commandLog.push({ atUs, cmd });
  try {
    runtime?.command(cmd, atUs);
  } catch (e) {
    store().pushNotice({
      level: 'error',
      source: 'command',
      text: `Command ${cmd.kind} was refused: ${e instanceof Error ? e.message : String(e)}`,
    });
  }
  // Show faults at once (also when paused); the trace's node.down / node.up events confirm them.
  const nodes = faultNodes(cmd);
  if (nodes) store().setNodeStatus(nodes.ids, nodes.up ? 'up' : 'down');
  if (runtime && !store().playing) void advanceTo(atUs);
}

function faultNodes(cmd: Command): { ids: NodeId[]; up: boolean } | null {
  const idx = store().topologyIndex;
  switch (cmd.kind) {
    case 'node.down':
    case 'node.up':
      return { ids: [cmd.node], up: cmd.kind === 'node.up' };
    case 'rack.down':
    case 'rack.up':
      return { ids: [...(idx.nodesOfDomain.get(cmd.rack) ?? [])], up: cmd.kind === 'rack.up' };
    case 'dc.down':
    case 'dc.up':
      return { ids: [...(idx.nodesOfRealm.get(cmd.dc) ?? [])], up: cmd.kind === 'dc.up' };
    default:
      return null; // other commands change no node status directly
  }
}

const allDown = (ids: readonly NodeId[]) =>
  ids.length > 0 && ids.every((n) => (store().nodeStatus[n] ?? 'up') !== 'up');

/** Click on a node: fail it, or restore it when it is down or crashed. */
export function toggleNode(node: NodeId): void {
  command({ kind: allDown([node]) ? 'node.up' : 'node.down', node });
}

/** Click on a rack: fail every node of it, or restore them when all are down. */
export function toggleRack(rack: string): void {
  const ids = store().topologyIndex.nodesOfDomain.get(rack) ?? [];
  command({ kind: allDown(ids) ? 'rack.up' : 'rack.down', rack });
}

export function toggleDc(dc: string): void {
  const ids = store().topologyIndex.nodesOfRealm.get(dc) ?? [];
  command({ kind: allDown(ids) ? 'dc.up' : 'dc.down', dc });
}

/** Brings every node back up. */
export function restoreAll(): void {
  for (const n of Object.keys(store().nodeStatus)) command({ kind: 'node.up', node: Number(n) });
}

/** Opens a preset with its default placement; throws for an unknown name (callers validate first). */
export function loadPreset(name: string): void {
  const p = loadEnginePreset(name);
  setCluster(name, p.topology, p.config, p.preset.options);
}

/** Replaces the cluster (a validated setup) and starts the run over. */
export function setCluster(
  preset: string,
  topology: Topology,
  config: ClusterConfig,
  options: BuildOptions,
): void {
  store().setCluster(preset, topology, config, options);
  commandLog = [];
  void startRuntime();
}

export function setSeed(seed: number): void {
  if (seed === store().seed) return;
  store().setSeed(seed);
  commandLog = [];
  void startRuntime();
}

export function play(): void {
  if (!runtime) return;
  store().setPlaying(true);
  player.start();
}

export function pause(): void {
  player.stop();
  store().setPlaying(false);
}

/** Longest idle stretch one step skips while looking for something to show (virtual µs). */
export const STEP_SEARCH_US = 2_000_000;

/**
 * Advances window by window (the scheduler's lookahead) until a window produces trace events, so
 * one step always shows something happening; gives up after STEP_SEARCH_US of silence.
 */
export async function step(): Promise<void> {
  const rt = runtime;
  if (!rt) return;
  pause();
  const mine = generation;
  const limit = rt.nowUs() + STEP_SEARCH_US;
  while (rt.nowUs() < limit && mine === generation) {
    const batch = await serial(() =>
      mine === generation ? rt.runUntil(rt.nowUs() + rt.stepUs) : Promise.resolve([]),
    );
    if (mine !== generation) return;
    store().setTime(rt.nowUs());
    if (batch.length > 0) return applyTrace(batch);
  }
}

/** Virtual time per wall time: 1 = real time, 0.001 = 1000× slow motion. */
export function setSpeed(speed: number): void {
  if (Number.isFinite(speed) && speed > 0) store().setSpeed(speed);
}

/** Jumps to `timeUs`: forward runs on; backward replays the command log from zero (deterministic). */
export async function seek(timeUs: Us): Promise<void> {
  if (!runtime) return;
  pause();
  if (timeUs >= store().timeUs) return advanceTo(timeUs);
  return startRuntime(timeUs);
}

/** Plugs in a live runtime (in-process or workers); pass null to go back to static mode. */
export function attachRuntime(f: RuntimeFactory | null): Promise<void> {
  factory = f;
  return startRuntime();
}

/** Trace batches as they are produced; `onReset` when the run starts over. Returns unsubscribe. */
export function onTrace(listener: TraceListener, onReset?: () => void): () => void {
  return bus.subscribe(listener, onReset);
}

/** The trace so far (bounded; oldest first). */
export function traceHistory(): readonly TraceEvent[] {
  return bus.events();
}

/** Hash of the live run's trace so far (null in static mode): equal runs match on every host. */
export const traceHash = (): string | null => runtime?.traceHash() ?? null;
/** Trace events the live run has recorded so far (0 in static mode). */
export const eventCount = (): number => runtime?.eventCount() ?? 0;

/**
 * Test hook: kills the Web Worker that runs `node`, as a worker crash would. The simulation reports
 * the node crashed at its next round (any activity); returns false when no worker host runs.
 */
export function killWorkerOf(node: NodeId): boolean {
  if (!runtime?.killWorkerOf) return false;
  runtime.killWorkerOf(node);
  return true;
}

/** Resolves once every run already queued (a play window still landing after pause, a step) is done. */
export function settled(): Promise<void> {
  return chain.then(() => undefined);
}
