/**
 * `sim grow --preset P | --config F --spare rack:DC|node:RACK [--spare …] [--json]`: the cluster
 * with the spare slots reserved (engine withSpare), SelfHeal on, the slots joined at 1 s, run until
 * SelfHeal is quiet. Prints each subsystem's shape before and after (rings × replicas, nto_select),
 * SelfHeal's decision, the commit times of its steps and any violation. Exit 0 ok, 1 a violation or
 * a refused join, 2 bad input.
 */
import {
  joinRefusalText,
  parseScenario,
  parseSpareItem,
  RING_SUBSYSTEMS,
  runScenarioSync,
  withSpare,
  type ClusterConfig,
  type ScenarioFile,
  type SpareItem,
  type Topology,
  type TraceEvent,
} from '../../engine/index.ts';
import { CLUSTER_OPTIONS, type ClusterArgs } from '../config-arg.ts';
import { CliError } from '../errors.ts';
import { clusterFromArgs } from './analyze.ts';

export const GROW_OPTIONS = {
  ...CLUSTER_OPTIONS,
  spare: { type: 'string', multiple: true },
  json: { type: 'boolean' },
} as const;

export interface GrowArgs extends ClusterArgs {
  readonly spare?: readonly string[];
  readonly json?: boolean;
}

const JOIN_MS = 1_000;
/** SelfHeal is quiet when none of its events came in this long (a full run steps every 6 s). */
const QUIET_MS = 15_000;
/** Run lengths tried in turn until SelfHeal is quiet at the end. */
const HORIZONS_MS = [60_000, 120_000, 240_000];

type Shape = { rings: number; replicas: number[]; ntoSelect: number }[];

const shapeOf = (c: ClusterConfig) =>
  Object.fromEntries(
    RING_SUBSYSTEMS.map((s) => [
      s,
      c[s].ringGroups.map((g) => ({
        rings: g.rings.length,
        replicas: [...new Set(g.rings.map((r) => r.replicas.length))],
        ntoSelect: g.ntoSelect,
      })),
    ]),
  ) as Record<string, Shape>;

const shapeText = (s: Shape) =>
  s.map((g) => `${g.rings} rings × ${g.replicas.join('/')}, nto_select ${g.ntoSelect}`).join('; ');

/** The add commands joining the spare: a new rack whole, a node of an existing rack alone. */
function joins(before: Topology, after: Topology): ScenarioFile['steps'] {
  const racks = new Set(before.domains.map((d) => d.id));
  const added = after.nodes.filter((n) => !before.nodes.some((b) => b.id === n.id));
  const newRacks = [...new Set(added.filter((n) => !racks.has(n.domain)).map((n) => n.domain))];
  return [
    ...newRacks.map((rack) => ({ at: JOIN_MS, do: { kind: 'rack.add', rack } as const })),
    ...added
      .filter((n) => racks.has(n.domain))
      .map((n) => ({ at: JOIN_MS, do: { kind: 'node.add', node: n.id } as const })),
  ];
}

function spareItems(specs: readonly string[]): SpareItem[] {
  if (specs.length === 0) throw new CliError('grow: give the spare capacity, e.g. --spare rack:dc1');
  return specs.map((s) => {
    const item = parseSpareItem(s);
    if (item === null) throw new CliError(`bad --spare '${s}': expected rack:DATACENTER or node:RACK`);
    return item;
  });
}

export function growCommand(args: GrowArgs): { text: string; code: number } {
  const items = spareItems(args.spare ?? []);
  const { name, topology, config } = clusterFromArgs(args);
  const grown = withSpare(topology, items);
  if (!grown.ok) throw new CliError(`bad --spare: ${grown.reason}`);
  const { reserve, ...spelled } = grown.topology;
  const first = topology.nodes[0]?.id ?? 1;
  const steps = [
    { at: 10, do: { kind: 'selfheal.enable', node: first } as const },
    ...joins(topology, grown.topology),
  ];
  let events: TraceEvent[] = [];
  let result: ReturnType<typeof runScenarioSync> | null = null;
  for (const durationMs of HORIZONS_MS) {
    const file = {
      name: `grow-${name}`,
      description: 'grow',
      topology: spelled,
      config,
      reserve,
      seed: 1,
      durationMs,
      steps,
    };
    const parsed = parseScenario(file);
    if (!parsed.ok) throw new CliError(`grow: ${parsed.errors.join('; ')}`);
    events = [];
    result = runScenarioSync(parsed.scenario, {
      traceMode: 'stream',
      onTrace: (evs) => {
        for (const e of evs)
          if (
            e.kind.startsWith('selfheal.') ||
            e.kind.startsWith('cluster.') ||
            e.kind === 'config.committed'
          )
            events.push(e);
      },
    });
    const last = events.filter((e) => e.kind.startsWith('selfheal.')).at(-1);
    if (last === undefined || last.t / 1000 <= durationMs - QUIET_MS) break;
  }
  if (result === null) throw new Error('grow: no run');
  const commits = events.flatMap((e) => (e.kind === 'config.committed' ? [e] : []));
  const after = commits.at(-1)?.config ?? config;
  const refused = events.flatMap((e) =>
    e.kind === 'cluster.joinRefused' ? [joinRefusalText(e.refusal)] : [],
  );
  const decision = events.flatMap((e) =>
    e.kind === 'selfheal.decision' ? [`${e.decision}: ${e.reason}`] : [],
  );
  const done = events.flatMap((e) =>
    e.kind === 'selfheal.done' ? [e.ok ? 'ok' : `failed: ${e.reason}`] : [],
  );
  const out = {
    cluster: name,
    spare: args.spare,
    joined: events.flatMap((e) => (e.kind === 'cluster.joined' ? [...e.nodes] : [])),
    refused,
    before: shapeOf(config),
    after: shapeOf(after),
    decisions: decision,
    commitsMs: commits.map((c) => c.t / 1000),
    selfHeal: done,
    violations: result.violations.map((v) => `${v.invariant}: ${v.message}`),
    ranMs: result.durationMs,
  };
  result.sim.dispose?.();
  const code = out.violations.length > 0 || refused.length > 0 ? 1 : 0;
  if (args.json) return { text: JSON.stringify(out, null, 2), code };
  const lines = [
    `${name}: spare ${(args.spare ?? []).join(', ')} → joined at ${JOIN_MS} ms: ${out.joined.map((n) => `n${n}`).join(', ') || 'none'}`,
    ...refused.map((r) => `  join refused: ${r}`),
    ...RING_SUBSYSTEMS.map(
      (s) => `  ${s}: ${shapeText(out.before[s] ?? [])} → ${shapeText(out.after[s] ?? [])}`,
    ),
    `  SelfHeal: ${decision.join('; ') || 'no decision'}${done.length ? ` (${done.join(', ')})` : ''}`,
    `  commits at ${out.commitsMs.map((t) => `${t} ms`).join(', ') || 'none'}`,
    out.violations.length === 0
      ? '  no violation'
      : `  violations:\n${out.violations.map((v) => `    ${v}`).join('\n')}`,
  ];
  return { text: lines.join('\n'), code };
}
