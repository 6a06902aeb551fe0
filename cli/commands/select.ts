import { explainSelection, indexTopology, parseTabletId, type RecordKey } from '../../engine/index.ts';
import { loadConfigArg } from '../config-arg.ts';
import { CliError } from '../errors.ts';
import { presetOption, subsystemOption, walkerOption } from '../options.ts';
import { table } from '../table.ts';

export interface SelectArgs {
  readonly preset?: string;
  /** A YDB config.yaml to use instead of a preset. */
  readonly config?: string;
  readonly subsystem?: string;
  readonly key?: string;
  readonly walker?: string;
  readonly json?: boolean;
}

/** The cluster of a command: `--config FILE.yaml` or `--preset NAME` (not both). */
function clusterOf(args: SelectArgs) {
  if (args.config !== undefined && args.preset !== undefined)
    throw new CliError('use either --preset or --config, not both');
  if (args.config === undefined) {
    const { topology, config } = presetOption(args.preset);
    return { topology, config, source: { preset: topology.name }, warnings: [] as readonly string[] };
  }
  const loaded = loadConfigArg(args.config);
  return { ...loaded, source: { config: args.config, cluster: loaded.topology.name } };
}

/** `sim select`: which replicas hold a record, per ring group, and why (hash, walker steps). */
export function selectCommand(args: SelectArgs): { text: string; warnings: readonly string[] } {
  const { topology, config, source, warnings } = clusterOf(args);
  const subsystem = subsystemOption(args.subsystem);
  const walker = walkerOption(args.walker);
  if (args.key === undefined || args.key === '')
    throw new CliError('missing --key (a TabletId for statestorage, a path for board / schemeboard)');
  let key: RecordKey;
  if (subsystem === 'statestorage') {
    try {
      parseTabletId(args.key);
    } catch (e) {
      throw new CliError((e as Error).message);
    }
    key = { kind: 'tablet', tabletId: args.key };
  } else key = { kind: 'path', path: args.key };
  const ex = explainSelection(config[subsystem], subsystem, key, { walker });
  const idx = indexTopology(topology);
  const groups = ex.groups.map((g) => ({
    group: g.group,
    ntoSelect: g.ntoSelect,
    majority: g.majority,
    writeOnly: g.writeOnly,
    state: g.state,
    ...(g.delta === undefined ? {} : { delta: g.delta }),
    replicas: g.rings.map((r) => {
      const node = idx.node.get(r.node)!;
      return {
        slot: r.slot,
        ring: r.ring,
        index: r.index,
        node: node.id,
        nodeName: node.name,
        rack: node.domain,
        dc: node.realm,
        service: r.serviceName,
      };
    }),
  }));
  if (args.json) {
    const text = JSON.stringify(
      {
        ...source,
        subsystem,
        key: args.key,
        input64: ex.input64,
        hash32: ex.hash32,
        walker,
        groups,
      },
      null,
      2,
    );
    return { text, warnings };
  }
  const head = `${subsystem} record ${args.key} on ${topology.name}: input64 ${ex.input64} (${ex.inputSource}), hash32 ${ex.hash32}, walker ${walker}`;
  const body = groups.map((g) => {
    const title = `ring group ${g.group}${g.writeOnly ? ' (write_only)' : ''} ${g.state}: nto_select ${g.ntoSelect}, majority ${g.majority}${g.delta === undefined ? ', every ring' : `, walker delta ${g.delta}`}`;
    const rows = g.replicas.map((r) => [
      r.slot,
      r.ring,
      r.index,
      `${r.nodeName} (${r.node})`,
      r.rack,
      r.dc,
      r.service,
    ]);
    return `${title}\n${table(['slot', 'ring', 'replica', 'node', 'rack', 'dc', 'service'], rows)}`;
  });
  return { text: [head, ...body].join('\n\n'), warnings };
}
