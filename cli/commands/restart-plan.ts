/**
 * `sim restart-plan`: the fewest batches that restart every node that is up with every record of
 * every subsystem keeping quorum throughout (engine/model/maintenance/plan.ts), printed and written
 * as a scenario that replays it (`--out FILE`). Exit 0 with a plan, 1 when no plan exists (a node
 * that cannot go down even alone), 2 bad input.
 */
import { writeFileSync } from 'node:fs';
import { planScenario, prepareFaultModel, restartPlan } from '../../engine/index.ts';
import { DOWN_OPTIONS, type DownArgs } from '../config-arg.ts';
import { CliError } from '../errors.ts';
import { clusterFromArgs } from './analyze.ts';
import { nodeList, nodesOf } from './down-arg.ts';

export const RESTART_PLAN_OPTIONS = {
  ...DOWN_OPTIONS,
  out: { type: 'string' },
  name: { type: 'string' },
} as const;

export interface RestartPlanArgs extends DownArgs {
  readonly out?: string;
  readonly name?: string;
}

export function restartPlanCommand(args: RestartPlanArgs): { text: string; code: number } {
  const { name, topology, config } = clusterFromArgs(args);
  const down = nodesOf(topology, '--down', args.down ?? []);
  const plan = restartPlan(prepareFaultModel(topology, config), down);
  if (!plan.ok) {
    const text = args.json
      ? JSON.stringify({ preset: name, ...plan }, null, 2)
      : `${name}: no safe rolling restart with ${nodeList(down)} down: n${plan.blocking} cannot go down even alone without a record losing quorum`;
    return { text, code: 1 };
  }
  if (args.out !== undefined) {
    if (args.out === '') throw new CliError('--out needs a file name');
    const cluster = args.config !== undefined ? { topology, config } : { preset: name };
    const scenario = planScenario({
      name: args.name ?? `restart-plan-${name}`,
      cluster,
      alreadyDown: down,
      batches: plan.batches,
    });
    try {
      writeFileSync(args.out, `${JSON.stringify(scenario, null, 2)}\n`);
    } catch (e) {
      throw new CliError(
        `--out ${args.out}: cannot write it (${(e as NodeJS.ErrnoException).code ?? (e as Error).message})`,
      );
    }
  }
  if (args.json) return { text: JSON.stringify({ preset: name, ...plan }, null, 2), code: 0 };
  const lines = [
    `${name}: ${plan.batches.length} batches restart ${plan.batches.reduce((s, b) => s + b.nodes.length, 0)} nodes, every record keeping quorum (already down: ${nodeList(down)})`,
    ...plan.batches.map(
      (b, k) =>
        `  batch ${k + 1}: ${b.units.map((u) => (u.node === undefined ? `rack ${u.rack}` : `n${u.node}`)).join(', ')} (${nodeList(b.nodes)})`,
    ),
    plan.exhaustive
      ? '  fewest batches of whole racks or single nodes (searched exhaustively)'
      : '  the search for fewer batches stopped at its budget: this plan may not be the shortest',
  ];
  if (args.out !== undefined) lines.push(`  scenario written to ${args.out}`);
  return { text: lines.join('\n'), code: 0 };
}
