/**
 * `sim diff A B`: two configurations side by side (engine/model/analysis/diff.ts). A and B are each
 * a preset name, a YDB config.yaml, or `step:N` — the config after step N (1..4) of the
 * reconfiguration plan that `--replace` / `--target` (as in `reconfig-plan`) make from A.
 */
import { existsSync } from 'node:fs';
import { diffConfigs, PRESET_NAMES, loadPreset, type ConfigDiff, type DiffSide } from '../../engine/index.ts';
import { loadConfigArg } from '../config-arg.ts';
import { CliError } from '../errors.ts';
import { reconfigPlan } from './reconfig-plan.ts';
import { diffText } from './diff-text.ts';

export const DIFF_OPTIONS = {
  json: { type: 'boolean' },
  subsystem: { type: 'string' },
  replace: { type: 'string' },
  target: { type: 'string' },
} as const;

export interface DiffArgs {
  readonly json?: boolean;
  readonly subsystem?: string;
  readonly replace?: string;
  readonly target?: string;
}

const STEP = /^step:(\d+)$/;

/** A preset or a YAML file (a `step:N` needs the other side, so it is resolved by the caller). */
function base(spec: string): DiffSide {
  if (PRESET_NAMES.includes(spec)) return { name: spec, ...loadPreset(spec) };
  if (/\.ya?ml$/i.test(spec) || existsSync(spec)) {
    const { topology, config } = loadConfigArg(spec);
    return { name: spec, topology, config };
  }
  throw new CliError(
    `diff: '${spec}' is neither a preset (${PRESET_NAMES.join(', ')}), a .yaml file nor step:1..4`,
  );
}

function planStep(from: string, spec: string, args: DiffArgs): DiffSide {
  const n = Number(STEP.exec(spec)![1]);
  if (n < 1 || n > 4) throw new CliError(`diff: ${spec}: a reconfiguration has steps 1..4`);
  if (args.replace === undefined && args.target === undefined)
    throw new CliError(`diff: ${spec} needs --replace node:A=node:B or --target FILE to make the plan`);
  const source = PRESET_NAMES.includes(from) ? { preset: from } : { config: from };
  const plan = reconfigPlan({ ...source, ...args });
  return { name: `${from} ${spec}`, topology: plan.topology, config: plan.steps[n - 1]!.config };
}

export function diffCommand(positionals: readonly string[], args: DiffArgs): string {
  if (positionals.length !== 2)
    throw new CliError(`diff needs two configs (preset, FILE.yaml or step:N), got ${positionals.length}`);
  const [a, b] = positionals as [string, string];
  if (STEP.test(a))
    throw new CliError(`diff: ${a} is a step of a plan made from the first config; put it second`);
  if (!STEP.test(b) && (args.replace !== undefined || args.target !== undefined))
    throw new CliError('diff: --replace / --target only make sense with B = step:N');
  const sideA = base(a);
  const sideB = STEP.test(b) ? planStep(a, b, args) : base(b);
  const d: ConfigDiff = diffConfigs(sideA, sideB);
  return args.json ? JSON.stringify(d, null, 2) : diffText(d);
}
