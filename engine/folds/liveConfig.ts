/**
 * The configuration each node runs, from the trace — the one reader of distconf's configuration
 * events. `config.committed` carries each version's configuration (version 1 is the run's own);
 * `config.applied` names the version a node switched to, a reference this fold resolves through the
 * commits (distconf_cache.cpp: a node applies what the root committed). Invariant checkers,
 * scenario expectations and the app judge or draw a node's replicas by this live configuration, so
 * none is fooled by a reconfiguration. A version applied without a commit (the kernel's
 * `config.apply` fault carries no configuration in the trace) leaves the node on the last
 * configuration the trace showed for it, though `applied` still says which version it claims.
 */
import type { ClusterConfig } from '../model/config/types.ts';
import type { NodeId } from '../model/topology/types.ts';
import type { ReplicaHost } from '../subsystems/distconf/events.ts';
import type { TraceEvent } from '../subsystems/unions.ts';
import type { Fold } from './fold.ts';

/** The version every node runs before any `config.applied`. */
export const INITIAL_CONFIG_VERSION = 1;

/** Versions a run may commit; distconf numbers them one by one, so this bounds the map. */
const MAX_LIVE_CONFIG_VERSIONS = 10_000;

/** A change distconf refused (`config.refused`). */
export interface ConfigRefusal {
  readonly t: number;
  readonly command: string;
  readonly subsystem: string | null;
  readonly reason: string;
  readonly replicaHost?: ReplicaHost;
}

/** The four-step move's progress (distconf's stepper, `reconfig.*`). */
interface ReconfigProgress {
  /** Last committed step 0..4 and its name. */
  readonly step: number;
  readonly stepName: string | null;
  /** Virtual µs when the next automatic step is due (null: manual, or done). */
  readonly dueAtUs: number | null;
  readonly done: boolean;
  readonly failure: string | null;
  /** Steps run before their pause ended. */
  readonly rushed: number;
  /** The node whose distconf actor runs the stepper, and when it last reported (µs). */
  readonly node: NodeId;
  readonly atUs: number;
  /**
   * Its node went down or crashed while it ran: the stepper's state lives in that node's distconf
   * actor (stepper.ts) and is gone, so no further step runs on its own.
   */
  readonly lost: boolean;
}

const NO_PROGRESS: ReconfigProgress = {
  step: 0,
  stepName: null,
  dueAtUs: null,
  done: false,
  failure: null,
  rushed: 0,
  node: 0,
  atUs: 0,
  lost: false,
};

export interface LiveConfig {
  /** Version → its configuration (committed ones, plus version 1). */
  readonly configs: Map<number, ClusterConfig>;
  /** Node → the version it runs whose configuration is known. */
  readonly byNode: Map<NodeId, number>;
  /** Node → the version its last `config.applied` named (known configuration or not). */
  readonly applied: Map<NodeId, number>;
  /** The newest committed version (1 before any commit). */
  latest: number;
  /** The last refusal, or null. */
  refusal: ConfigRefusal | null;
  /** The stepper's progress, null before the first step. */
  stepper: ReconfigProgress | null;
  /** The distconf root as last announced; null before the first election or once its node went down. */
  root: NodeId | null;
  /** The root whose node went down, until another root is announced. */
  rootDown: NodeId | null;
  /** Node → replicas a change started on it and did not poison yet (absent: none). */
  readonly started: Map<NodeId, readonly string[]>;
}

/** A fresh state for a run of `config` on `nodes` (nodes left out run version 1 all the same). */
export function initLiveConfig(config: ClusterConfig, nodes: readonly { readonly id: NodeId }[]): LiveConfig {
  const all = () => new Map(nodes.map((n) => [n.id, INITIAL_CONFIG_VERSION]));
  return {
    configs: new Map([[INITIAL_CONFIG_VERSION, config]]),
    byNode: all(),
    applied: all(),
    latest: INITIAL_CONFIG_VERSION,
    refusal: null,
    stepper: null,
    root: null,
    rootDown: null,
    started: new Map(),
  };
}

const READ: ReadonlySet<string> = new Set([
  'config.committed',
  'config.applied',
  'config.refused',
  'reconfig.step',
  'reconfig.rushed',
  'reconfig.done',
  'replica.lifecycle',
  'distconf.root',
  'node.down',
  'node.crashed',
] satisfies TraceEvent['kind'][]);

/** The events this fold reads (every other one leaves its state as it is). */
export const readsLiveConfig = (e: TraceEvent): boolean => READ.has(e.kind);

/** The node `e` says switched configuration, when it is a `config.applied`. */
export function appliedBy(e: TraceEvent): NodeId | undefined {
  return e.kind === 'config.applied' ? e.node : undefined;
}

/** The version `e` commits, when it is a `config.committed`. */
export function committedVersion(e: TraceEvent): number | undefined {
  return e.kind === 'config.committed' ? e.version : undefined;
}

/** The refusal `e` reports, when it is a `config.refused`. */
export function refusalOf(e: TraceEvent): ConfigRefusal | undefined {
  return e.kind === 'config.refused'
    ? {
        t: e.t,
        command: e.command,
        subsystem: e.subsystem,
        reason: e.reason,
        ...(e.replicaHost === undefined ? {} : { replicaHost: e.replicaHost }),
      }
    : undefined;
}

export const liveConfigFold: Fold<LiveConfig> = {
  name: 'liveConfig',
  init: (world) => initLiveConfig(world.config, world.topology.nodes),
  step(s, e) {
    if (e.kind === 'config.committed') {
      if (s.configs.size < MAX_LIVE_CONFIG_VERSIONS || s.configs.has(e.version))
        s.configs.set(e.version, e.config);
      s.latest = Math.max(s.latest, e.version);
    } else if (e.kind === 'config.applied') {
      s.applied.set(e.node, e.version);
      if (s.configs.has(e.version)) s.byNode.set(e.node, e.version);
    } else if (e.kind === 'config.refused') s.refusal = refusalOf(e)!;
    else if (e.kind === 'reconfig.step') {
      const dueAtUs = e.pauseUs !== null && e.step < 4 ? e.t + e.pauseUs : null;
      const p = s.stepper ?? NO_PROGRESS;
      const at = { node: e.node, atUs: e.t, lost: false };
      s.stepper = { ...p, ...at, step: e.step, stepName: e.name, dueAtUs, done: false, failure: null };
    } else if (e.kind === 'reconfig.rushed') {
      if (s.stepper) s.stepper = { ...s.stepper, rushed: s.stepper.rushed + 1 };
    } else if (e.kind === 'reconfig.done') {
      const p = s.stepper ?? NO_PROGRESS;
      const at = { node: e.node, atUs: e.t, lost: false };
      s.stepper = { ...p, ...at, done: true, dueAtUs: null, failure: e.ok ? null : e.reason };
    } else if (e.kind === 'distconf.root') {
      if (e.root) [s.root, s.rootDown] = [e.node, null];
      else if (s.root === e.node) s.root = null;
    } else if (e.kind === 'node.down' || e.kind === 'node.crashed') {
      if (s.root === e.target) [s.root, s.rootDown] = [null, e.target];
      const p = s.stepper;
      if (p && !p.done && p.node === e.target) s.stepper = { ...p, lost: true };
    } else if (e.kind === 'replica.lifecycle') {
      const cur = s.started.get(e.node) ?? [];
      const name = `${e.replica}`;
      const next = e.change === 'started' ? [...cur, name] : cur.filter((r) => r !== name);
      if (next.length > 0) s.started.set(e.node, next);
      else s.started.delete(e.node);
    }
  },
};

/** A copy later events do not change (configurations themselves are never mutated). */
export function copyLiveConfig(s: LiveConfig): LiveConfig {
  return {
    ...s,
    configs: new Map(s.configs),
    byNode: new Map(s.byNode),
    applied: new Map(s.applied),
    started: new Map(s.started),
  };
}

/** The version of `node`'s live configuration. */
export function liveVersionOf(s: LiveConfig, node: NodeId): number {
  return s.byNode.get(node) ?? INITIAL_CONFIG_VERSION;
}

/** The version `node` last applied, as it names it. */
export function appliedVersionOf(s: LiveConfig, node: NodeId): number {
  return s.applied.get(node) ?? INITIAL_CONFIG_VERSION;
}

/** The configuration `node` runs. */
export function liveConfigOf(s: LiveConfig, node: NodeId): ClusterConfig {
  return s.configs.get(liveVersionOf(s, node)) ?? s.configs.get(INITIAL_CONFIG_VERSION)!;
}

/** The newest committed configuration (the run's own until the first commit). */
export function latestConfig(s: LiveConfig): ClusterConfig {
  return s.configs.get(s.latest) ?? s.configs.get(INITIAL_CONFIG_VERSION)!;
}

/** The versions some node runs, ascending. */
export function liveVersions(s: LiveConfig): number[] {
  return [...new Set(s.byNode.values())].sort((a, b) => a - b);
}
