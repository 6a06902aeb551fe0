/**
 * `sim analyze`: what a cluster survives, exactly. From the current state (`--fail` …): the share of
 * records that keep quorum (sampled, as before), the config's tolerance, the headroom per level,
 * the minimal cut sets with the share of records each breaks, every domain's blast radius and the
 * load per replica over real keys. `--json` gives all of it; long enumerations report progress on
 * stderr, and a cut-set enumeration stopped by its cap says so.
 */
import type { ParseArgsConfig } from 'node:util';
import {
  analyzeAvailability,
  configTolerance,
  resolveNodeSet,
  validateConfig,
  blastRadii,
  CUT_VISIT_LIMIT,
  DEFAULT_LOAD_SAMPLES,
  faultView,
  headroom,
  LEVELS,
  LOAD_SAMPLE_LIMIT,
  minimalCutSets,
  prepareFaultModel,
  replicaLoad,
  MAX_CUT_SIZE,
  MAX_CUT_VISITS,
  type ClusterConfig,
  type NodeSet,
  type Topology,
  type CutReportProgress,
  type DomainBlast,
  type Level,
} from '../../engine/index.ts';
import { CliError } from '../errors.ts';
import { boundedInt, positiveInt, presetOption, samplesOption, walkerOption } from '../options.ts';
import { analysisText } from './analyze-text.ts';
import { loadConfigArg } from '../config-arg.ts';

export interface AnalyzeArgs {
  readonly preset?: string;
  /** A YDB config.yaml to analyse instead of a preset. */
  readonly config?: string;
  readonly fail?: readonly string[];
  readonly samples?: string;
  readonly walker?: string;
  readonly json?: boolean;
  readonly 'max-cut'?: string;
  readonly 'cut-limit'?: string;
  readonly list?: string;
  readonly 'load-samples'?: string;
  readonly timings?: boolean;
}

/** parseArgs options for `analyze` (for cli/sim.ts). */
export const ANALYZE_OPTIONS: NonNullable<ParseArgsConfig['options']> = {
  preset: { type: 'string' },
  config: { type: 'string' },
  fail: { type: 'string', multiple: true },
  samples: { type: 'string' },
  walker: { type: 'string' },
  json: { type: 'boolean' },
  'max-cut': { type: 'string' },
  'cut-limit': { type: 'string' },
  list: { type: 'string' },
  'load-samples': { type: 'string' },
  timings: { type: 'boolean' },
};

/** Where the output's progress and timing lines go (stderr in the CLI). */
export interface AnalyzeIo {
  readonly note: (line: string) => void;
  readonly now: () => number;
}

const STDERR: AnalyzeIo = { note: (line) => process.stderr.write(`${line}\n`), now: () => performance.now() };

export interface Cluster {
  readonly name: string;
  readonly topology: Topology;
  readonly config: ClusterConfig;
}

/** The cluster under analysis: `--preset NAME` or a YDB `--config FILE.yaml` (not both). */
export function clusterFromArgs(args: Pick<AnalyzeArgs, 'preset' | 'config'>): Cluster {
  if (args.config !== undefined && args.preset !== undefined)
    throw new CliError('use either --preset or --config, not both');
  if (args.config !== undefined) {
    const { topology, config } = loadConfigArg(args.config);
    return { name: topology.name, topology, config };
  }
  const { topology, config, preset } = presetOption(args.preset);
  return { name: preset.name, topology, config };
}

/** `--fail rack:dc1-r2`, `dc:dc1`, `node:5`, `pile:A` → a NodeSet. */
export function parseFailure(spec: string): NodeSet {
  const m = /^(node|rack|dc|pile):(.+)$/.exec(spec);
  if (!m) throw new CliError(`bad --fail '${spec}': expected node:ID, rack:NAME, dc:NAME or pile:NAME`);
  const [, kind, name] = m as unknown as [string, string, string];
  if (kind === 'node') {
    if (!/^\d+$/.test(name)) throw new CliError(`bad --fail '${spec}': node ids are positive integers`);
    return { nodes: [Number(name)] };
  }
  return kind === 'rack' ? { racks: [name] } : kind === 'dc' ? { dcs: [name] } : { piles: [name] };
}

function downNodes(topology: Topology, fail: readonly string[]): number[] {
  const down = new Set<number>();
  for (const spec of fail) {
    try {
      for (const n of resolveNodeSet(topology, parseFailure(spec))) down.add(n);
    } catch (e) {
      throw e instanceof CliError ? e : new CliError(`bad --fail '${spec}': ${(e as Error).message}`);
    }
  }
  return [...down].sort((a, b) => a - b);
}

/** Progress lines for enumerations that run long: after 1 s, at most every 0.5 s. */
function progressNotes(io: AnalyzeIo): (p: CutReportProgress) => void {
  const start = io.now();
  let last = start;
  return (p) => {
    const t = io.now();
    if (t - start < 1000 || t - last < 500) return;
    last = t;
    io.note(
      `analyze: cut sets ${p.subsystem} ${p.op} ${p.level} k=${p.size}: ${p.classesDone}/${p.classes} record classes, ${p.visits} subsets visited`,
    );
  };
}

export function analyzeCommand(args: AnalyzeArgs, io: AnalyzeIo = STDERR): string {
  const { name, topology, config } = clusterFromArgs(args);
  const samples = samplesOption(args.samples, '--samples', 100_000);
  const walker = walkerOption(args.walker);
  const maxCut =
    args['max-cut'] === undefined
      ? undefined
      : boundedInt(args['max-cut'], '--max-cut', 1, MAX_CUT_SIZE, 'MAX_CUT_SIZE');
  const visitLimit = boundedInt(
    args['cut-limit'],
    '--cut-limit',
    CUT_VISIT_LIMIT,
    MAX_CUT_VISITS,
    'MAX_CUT_VISITS',
  );
  const listed = positiveInt(args.list, '--list', 100);
  const loadSamples = positiveInt(args['load-samples'], '--load-samples', DEFAULT_LOAD_SAMPLES);
  if (loadSamples > LOAD_SAMPLE_LIMIT)
    throw new CliError(`--load-samples must be at most ${LOAD_SAMPLE_LIMIT}, got ${loadSamples}`);
  const down = downNodes(topology, args.fail ?? []);

  const timings: Record<string, number> = {};
  const timed = <T>(label: string, f: () => T): T => {
    const t = io.now();
    const v = f();
    timings[label] = Math.round(io.now() - t);
    return v;
  };
  const availability = timed('availability', () => analyzeAvailability(config, down, { samples, walker }));
  const tolerance = timed('tolerance', () => configTolerance(topology, config, walker));
  const problems = validateConfig(topology, config);
  const model = timed('model', () => prepareFaultModel(topology, config, { walker }));
  const view = faultView(model, down);
  const room = timed('headroom', () => headroom(view));
  const cuts = timed('minimalCutSets', () =>
    minimalCutSets(view, {
      visitLimit,
      listed,
      onProgress: progressNotes(io),
      ...(maxCut === undefined ? {} : { maxSize: maxCut }),
    }),
  );
  const blast = timed(
    'blastRadius',
    () => Object.fromEntries(LEVELS.map((l) => [l, blastRadii(view, l)])) as Record<Level, DomainBlast[]>,
  );
  const load = timed('load', () => replicaLoad(config, { samples: loadSamples, walker }));
  if (args.timings)
    io.note(
      `analyze timings (ms): ${Object.entries(timings)
        .map(([k, v]) => `${k} ${v}`)
        .join(', ')}`,
    );
  if (cuts.limitHit)
    io.note(
      `analyze: cut-set enumeration stopped at --cut-limit ${cuts.visitLimit} subsets visited per level`,
    );

  const failed = args.fail ?? [];
  if (args.json)
    return JSON.stringify(
      {
        preset: name,
        failed,
        downNodes: down,
        samples,
        availability,
        tolerance,
        // The sentence and the ids, as before: `params` only serves the page's translations.
        problems: problems.map(({ params: _params, ...p }) => p),
        headroom: room,
        minimalCutSets: cuts,
        blastRadius: blast,
        load: { samples: loadSamples, sampleLimit: LOAD_SAMPLE_LIMIT, subsystems: load },
      },
      null,
      2,
    );
  return analysisText({
    name,
    nodes: topology.nodes.length,
    failed,
    down,
    samples,
    availability,
    tolerance,
    problems,
    headroom: room,
    cuts,
    blast,
    load,
  });
}
