/**
 * A session as a scenario file (engine/scenario format): the cluster (a preset by name with its
 * placement overrides, or an explicit topology and config), the seed, every command with its
 * virtual time, and — for an export — the outcomes on screen as expectations, so `npm run -s sim --
 * run <file>` replays the session and checks that it still ends the same way.
 */
import {
  buildConfig,
  PRESETS,
  loadPreset,
  type BuildOptions,
  type ClusterConfig,
  type NodeId,
  type Topology,
  type ScenarioFile,
  type Step,
  type Command,
} from '../../engine/index.ts';

interface SessionCommand {
  /** Virtual time the command was given at (µs). */
  readonly atUs: number;
  readonly cmd: Command;
}

export interface SessionState {
  readonly presetName: string;
  readonly buildOptions: BuildOptions;
  readonly topology: Topology;
  readonly config: ClusterConfig;
  readonly seed: number;
  /** The run's latency when not the default (kept so the file replays the same run). */
  readonly latency?: ScenarioFile['latency'];
  readonly log: readonly SessionCommand[];
  /** Where the run is now (µs). */
  readonly timeUs: number;
  /** Nodes that are not up, as the cluster status fold says. */
  readonly nodeStatus: Readonly<Record<NodeId, string>>;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** µs → the file's ms, exact for integer µs (the runner rounds `at * 1000` back). */
const usToMs = (us: number): number => us / 1000;

/** True when the options change nothing (no subsystem carries a value). */
function emptyOptions(o: BuildOptions): boolean {
  return Object.values(o).every((v) => v === undefined || Object.keys(v).length === 0);
}

/** The cluster part: a preset by name when it still is one (options allowed), else spelled out. */
function clusterPart(
  s: Pick<SessionState, 'presetName' | 'buildOptions' | 'topology' | 'config'>,
): Pick<ScenarioFile, 'preset' | 'configOptions' | 'topology' | 'config' | 'reserve'> {
  const preset = PRESETS.get(s.presetName);
  if (preset) {
    const shipped = loadPreset(s.presetName).topology;
    if (same(shipped, s.topology) && same(buildConfig(s.topology, s.buildOptions), s.config))
      return emptyOptions(s.buildOptions)
        ? { preset: s.presetName }
        : { preset: s.presetName, configOptions: s.buildOptions as ScenarioFile['configOptions'] };
  }
  // The reserve is the file's own field (engine/scenario/load.ts reads it there).
  const { reserve, ...topology } = s.topology;
  return {
    topology: { ...topology, piles: [...topology.piles] } as ScenarioFile['topology'],
    config: s.config,
    ...(reserve !== undefined ? { reserve: [...reserve] } : {}),
  };
}

/** True when the running cluster is a shipped preset with changed placement. */
export function hasOverrides(
  s: Pick<SessionState, 'presetName' | 'buildOptions' | 'topology' | 'config'>,
): boolean {
  return clusterPart(s).configOptions !== undefined;
}

/** The session's commands and, with `expectations`, what holds now: node states and no invariant broken. */
export function sessionScenario(
  s: SessionState,
  opts: { readonly name: string; readonly description: string; readonly expectations: boolean },
): ScenarioFile {
  const steps: Step[] = s.log.map(({ atUs, cmd }) => ({ at: usToMs(atUs), do: cmd }));
  const atMs = usToMs(s.timeUs);
  if (opts.expectations) {
    for (const n of s.topology.nodes) {
      const status = (s.nodeStatus[n.id] ?? 'up') as 'up' | 'down' | 'crashed';
      steps.push({ expect: 'node', at: atMs, node: n.id, status });
    }
    steps.push({ expect: 'invariants', at: atMs });
  }
  const lastMs = s.log.reduce((m, c) => Math.max(m, usToMs(c.atUs)), 0);
  return {
    name: opts.name,
    description: opts.description,
    ...clusterPart(s),
    seed: s.seed,
    host: 'inprocess',
    ...(s.latency ? { latency: s.latency } : {}),
    durationMs: Math.max(atMs, lastMs),
    steps,
  };
}
