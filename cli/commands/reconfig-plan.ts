/**
 * `sim reconfig-plan`: the four `domains_config` steps of moving subsystems to a new ring group
 * (SelfHeal's INTRODUCE_NEW_GROUP … DELETE_PREVIOUS_GROUP), each checked against distconf's
 * rules from the config before it, with the RingGroupActorIdOffset the new group needs.
 */
import {
  RING_SUBSYSTEMS,
  chooseActorIdOffset,
  RECONFIG_STEP_NAMES,
  RECONFIG_STEPS,
  stepConfig,
  validateReplace,
  exportDomainsPatch,
  type ClusterConfig,
  type RingGroup,
  type Subsystem,
  type Topology,
  type ConfigPatch,
} from '../../engine/index.ts';
import { CLUSTER_OPTIONS, loadConfigArg, type ClusterArgs } from '../config-arg.ts';
import { CliError } from '../errors.ts';
import { presetOption, subsystemOption } from '../options.ts';
import { loadTargetGroup } from './reconfig-target.ts';

export const RECONFIG_PLAN_OPTIONS = {
  ...CLUSTER_OPTIONS,
  subsystem: { type: 'string' },
  replace: { type: 'string' },
  target: { type: 'string' },
} as const;

export interface ReconfigPlanArgs extends ClusterArgs {
  readonly subsystem?: string;
  readonly replace?: string;
  readonly target?: string;
}

function cluster(args: ReconfigPlanArgs): { topology: Topology; config: ClusterConfig } {
  if (args.config !== undefined && args.preset !== undefined)
    throw new CliError('use either --preset or --config, not both');
  return args.config === undefined ? presetOption(args.preset) : loadConfigArg(args.config);
}

function subsystems(value: string | undefined): readonly Subsystem[] {
  return value === undefined || value === 'all' ? RING_SUBSYSTEMS : [subsystemOption(value)];
}

/** `--replace node:A=node:B` → the first counted group of `s` with A's slots given to B. */
function replaced(config: ClusterConfig, topology: Topology, s: Subsystem, spec: string): RingGroup {
  const m = /^node:(\d+)=node:(\d+)$/.exec(spec);
  if (m === null) throw new CliError(`--replace must look like node:A=node:B, got '${spec}'`);
  const [from, to] = [Number(m[1]), Number(m[2])];
  if (from === to) throw new CliError(`--replace ${spec} changes nothing: node ${from} would replace itself`);
  if (!topology.nodes.some((n) => n.id === to))
    throw new CliError(`--replace: node ${to} is not in the cluster`);
  const group = config[s].ringGroups.find(
    (g) => !g.writeOnly && g.rings.some((r) => r.replicas.includes(from)),
  );
  if (group === undefined)
    throw new CliError(`--replace: node ${from} hosts no ${s} replica of a counted ring group`);
  const holder = group.rings.findIndex((r) => r.replicas.includes(to));
  // A node in two rings of one group would count twice towards its quorum.
  if (holder >= 0)
    throw new CliError(
      `--replace: node ${to} is already in the target ${s} ring group (ring ${holder + 1}); give a node outside it`,
    );
  const rings = group.rings.map((r) => ({ ...r, replicas: r.replicas.map((n) => (n === from ? to : n)) }));
  const { actorIdOffset: _old, ...rest } = group;
  return { ...rest, writeOnly: false, rings };
}

const ringsKey = (g: RingGroup) => JSON.stringify([g.ntoSelect, g.rings.map((r) => r.replicas)]);

/** A target that repeats a node, or equals the counted group it would replace, is refused. */
function refuseNoOp(config: ClusterConfig, s: Subsystem, target: RingGroup, file: string): void {
  const seen = new Map<number, number>();
  target.rings.forEach((r, i) =>
    r.replicas.forEach((n) => {
      const first = seen.get(n);
      if (first !== undefined && first !== i)
        throw new CliError(`--target ${file}: node ${n} is in rings ${first + 1} and ${i + 1} of the group`);
      seen.set(n, i);
    }),
  );
  if (config[s].ringGroups.some((g) => !g.writeOnly && ringsKey(g) === ringsKey(target)))
    throw new CliError(`--target ${file} changes nothing: it is the current ${s} ring group`);
}

interface Plan {
  readonly topology: Topology;
  readonly chosen: readonly Subsystem[];
  readonly offset: number;
  /** Per step 1..4: the patch written and the whole config after it. */
  readonly steps: readonly { readonly patch: ConfigPatch; readonly config: ClusterConfig }[];
}

/** The four steps' configs, each checked from the one before; a CliError with the refusal reason. */
export function reconfigPlan(args: ReconfigPlanArgs): Plan {
  const { topology, config } = cluster(args);
  const chosen = subsystems(args.subsystem);
  if ((args.replace === undefined) === (args.target === undefined))
    throw new CliError('give exactly one of --replace node:A=node:B and --target FILE');
  const fileTarget = args.target === undefined ? undefined : loadTargetGroup(args.target);
  if (fileTarget !== undefined) for (const s of chosen) refuseNoOp(config, s, fileTarget, args.target ?? '');
  const raw: Partial<Record<Subsystem, RingGroup>> = {};
  for (const s of chosen) raw[s] = fileTarget ?? replaced(config, topology, s, args.replace ?? '');
  // An offset written in the target file is kept (and checked by the steps' validation).
  const given = fileTarget?.actorIdOffset;
  const offset =
    given !== undefined ? { ok: true as const, offset: given } : chooseActorIdOffset(config, raw);
  if (!offset.ok) throw new CliError(offset.reason);
  const targets = Object.fromEntries(
    chosen.map((s) => [s, { ...raw[s], actorIdOffset: offset.offset }]),
  ) as Record<Subsystem, RingGroup>;
  const steps: { patch: ConfigPatch; config: ClusterConfig }[] = [];
  let current = config;
  for (const n of RECONFIG_STEPS) {
    const patch: ConfigPatch = Object.fromEntries(
      chosen.map((s) => [s, stepConfig(config[s], targets[s], n)]),
    );
    const r = validateReplace(current, patch);
    if (!r.ok) throw new CliError(`step ${n} ${RECONFIG_STEP_NAMES[n]}: ${r.reason}`);
    current = r.config;
    steps.push({ patch, config: current });
  }
  return { topology, chosen, offset: offset.offset, steps };
}

/** The plan as YAML documents (one per step), or a CliError with the refusal reason. */
export function reconfigPlanCommand(args: ReconfigPlanArgs): string {
  const { topology, chosen, offset, steps } = reconfigPlan(args);
  const docs = steps.map(
    ({ patch }, i) =>
      `# step ${i + 1}/4 ${RECONFIG_STEP_NAMES[RECONFIG_STEPS[i]!]}\n${exportDomainsPatch(topology, patch)}`,
  );
  const what = args.replace !== undefined ? `replace ${args.replace}` : `target ${args.target}`;
  const head =
    `# reconfig-plan on ${topology.name}: ${chosen.join(', ')}; ${what}; ring_group_actor_id_offset ${offset}\n` +
    '# Apply the steps in order, each after the previous one reached every node (YDB waits 1 min).\n';
  return head + docs.join('---\n');
}
