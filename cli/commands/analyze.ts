import {
  analyzeAvailability,
  configTolerance,
  resolveNodeSet,
  validateConfig,
  type NodeSet,
} from '../../engine/index.ts';
import { CliError } from '../errors.ts';
import { positiveInt, presetOption, walkerOption } from '../options.ts';
import { table } from '../table.ts';

export interface AnalyzeArgs {
  readonly preset?: string;
  readonly fail?: readonly string[];
  readonly samples?: string;
  readonly walker?: string;
  readonly json?: boolean;
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

const pct = (x: number) => `${(100 * x).toFixed(2)}%`;

/** `sim analyze`: the share of records that keep quorum under a failure set, and the tolerance. */
export function analyzeCommand(args: AnalyzeArgs): string {
  const { topology, config, preset } = presetOption(args.preset);
  const samples = positiveInt(args.samples, '--samples', 100_000);
  const walker = walkerOption(args.walker);
  const down = new Set<number>();
  for (const spec of args.fail ?? []) {
    try {
      for (const n of resolveNodeSet(topology, parseFailure(spec))) down.add(n);
    } catch (e) {
      throw e instanceof CliError ? e : new CliError(`bad --fail '${spec}': ${(e as Error).message}`);
    }
  }
  const rows = analyzeAvailability(config, down, { samples, walker });
  const tolerance = configTolerance(topology, config, walker);
  const problems = validateConfig(topology, config);
  if (args.json)
    return JSON.stringify(
      {
        preset: preset.name,
        failed: args.fail ?? [],
        downNodes: [...down].sort((a, b) => a - b),
        samples,
        availability: rows,
        tolerance,
        problems,
      },
      null,
      2,
    );
  const failed = (args.fail ?? []).join(', ') || 'nothing';
  return [
    `${preset.name}: ${topology.nodes.length} nodes; failed ${failed} (${down.size} nodes down); ${samples} records sampled per subsystem`,
    table(
      ['subsystem', 'readable', 'writable', 'worst missing'],
      rows.map((r) => [
        r.subsystem,
        `${pct(r.readShare)} (${r.readable})`,
        `${pct(r.writeShare)} (${r.writable})`,
        r.worstMissing,
      ]),
    ),
    `tolerates for every record: ${tolerance.nodes} nodes, ${tolerance.racks} racks, ${tolerance.realms} datacenters` +
      (tolerance.realms > 0
        ? ` (+${tolerance.racksAfterRealms} racks after losing ${tolerance.realms})`
        : ''),
    problems.length === 0
      ? 'placement: valid'
      : `placement: ${problems.length} problem(s)\n${problems.map((p) => `  ${p.severity}: ${p.message}`).join('\n')}`,
  ].join('\n');
}
