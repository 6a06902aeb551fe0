/**
 * Quorumscope CLI. `npm run -s sim -- <command> [options]`:
 *   select  --preset P | --config FILE.yaml --subsystem S --key K [--walker fixed|legacy] [--json]
 *   analyze --preset P | --config FILE.yaml --fail rack:NAME|dc:NAME|node:ID|pile:NAME ... [--samples N] [--max-cut K] [--json]
 *   cms     --preset P | --config FILE.yaml --down rack:NAME|dc:NAME|node:ID ... [--fail …] [--mode M] [--json]
 *   run     <scenario.json> [--host inprocess|threads] [--seed N] [--json] [--trace FILE] [--chaos]
 *   chaos   [--seed N | --seeds A..B] [--mode within|beyond|beyond-crash] [--preset P] [--json]
 *   reconfig-plan --preset P | --config FILE.yaml [--subsystem S|all] --replace node:A=node:B | --target FILE
 *   restart-plan --preset P | --config FILE.yaml [--down node:ID|rack:NAME|dc:NAME ...] [--out FILE] [--json]
 *   diff    A B [--json]   (A, B: preset, FILE.yaml, or B = step:N of a plan from A with --replace/--target)
 *   grow    --preset P | --config FILE.yaml --spare rack:DC|node:RACK ... [--json]
 * Exit codes: 0 ok (cms: allowed), 1 an expectation (cms: refused) or invariant failed (or an internal error, reported in one
 * line), 2 bad input (one line per problem, on stderr; usage too goes to stderr then).
 */
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { ANALYZE_OPTIONS, analyzeCommand } from './commands/analyze.ts';
import { selectCommand } from './commands/select.ts';
import { CliError } from './errors.ts';

const USAGE = `usage: npm run -s sim -- <select|analyze|cms|run|chaos|reconfig-plan|restart-plan|diff|grow> [options]
  select  --preset mirror-3-dc | --config FILE.yaml --subsystem statestorage --key 72075186224037888 [--json]
  analyze --preset mirror-3-dc | --config FILE.yaml --fail rack:dc1-r1 [--fail dc:dc2] [--samples 100000]
          [--max-cut K] [--cut-limit N] [--list N] [--load-samples N] [--timings] [--json]
  cms     --preset mirror-3-dc | --config FILE.yaml --down rack:dc1-r1 [--down node:5|dc:dc2 …]
          [--fail node:7 …] [--mode max-availability|keep-available] [--json]   (exit 0 allowed, 1 refused)
  run     public/scenarios/<name>.json [--host inprocess|threads] [--seed N] [--json] [--trace FILE] [--chaos]
  chaos   [--seed N | --seeds 1..200] [--mode within|beyond] [--preset single-dc-8-racks] [--reconfig] [--json]
          [--shrink] [--repro-dir DIR] [--page-url URL]   (a failing seed: scenario file, shrunk, page link)
  reconfig-plan --preset P | --config FILE.yaml [--subsystem statestorage|board|schemeboard|all]
          --replace node:10=node:12 | --target GROUP.yaml
  restart-plan --preset single-dc-8-racks | --config FILE.yaml [--down node:3 …] [--out FILE.json] [--name N] [--json]
  diff    mirror-3-dc single-dc-8-racks | A.yaml B.yaml | mirror-3-dc step:2 --replace node:10=node:12 [--json]
  grow    --preset single-dc-8-racks | --config FILE.yaml --spare rack:dc1 [--spare node:dc1-r2 …] [--json]
          (joins the spare at 1 s with SelfHeal on; exit 0 ok, 1 violation or refused join)`;

/**
 * `--seed -1` is a value, not an option: node's parseArgs would call it ambiguous (in three lines),
 * so a negative number after a string option is glued to it (`--seed=-1`) and reaches the option's
 * own check.
 */
function glueNegativeValues(args: readonly string[], options: NonNullable<ParseArgsConfig['options']>) {
  const out: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const a = args[i] as string;
    const next = args[i + 1];
    const opt = a.startsWith('--') ? options[a.slice(2)] : undefined;
    if (opt?.type === 'string' && next !== undefined && /^-\d/.test(next)) {
      out.push(`${a}=${next}`);
      i++;
    } else out.push(a);
  }
  return out;
}

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  const parse = (options: NonNullable<ParseArgsConfig['options']>) => {
    try {
      const args = glueNegativeValues(rest, options);
      return parseArgs({ args, options, allowPositionals: true, strict: true });
    } catch (e) {
      // node's own advice ("To specify a positional argument …") is about its syntax, not ours.
      const first = (e as Error).message.split('\n')[0] as string;
      throw new CliError(`${command}: ${first.replace(/ To specify a positional argument.*$/, '')}`);
    }
  };
  switch (command) {
    case 'select': {
      const { values } = parse({
        preset: { type: 'string' },
        config: { type: 'string' },
        subsystem: { type: 'string' },
        key: { type: 'string' },
        walker: { type: 'string' },
        json: { type: 'boolean' },
      });
      const out = selectCommand(values as Record<string, string>);
      for (const w of out.warnings) console.error(`warning: ${w}`);
      console.log(out.text);
      return 0;
    }
    case 'analyze': {
      const { values } = parse(ANALYZE_OPTIONS);
      console.log(analyzeCommand(values as Record<string, never>));
      return 0;
    }
    case 'grow': {
      const { growCommand, GROW_OPTIONS } = await import('./commands/grow.ts');
      const { values } = parse(GROW_OPTIONS);
      const out = growCommand(values);
      console.log(out.text);
      return out.code;
    }
    case 'cms': {
      const { cmsCommand, CMS_OPTIONS } = await import('./commands/cms.ts');
      const { values } = parse(CMS_OPTIONS);
      const out = cmsCommand(values);
      console.log(out.text);
      return out.code;
    }
    case 'run': {
      const { runCommand } = await import('./commands/run.ts');
      const { values, positionals } = parse({
        host: { type: 'string' },
        seed: { type: 'string' },
        json: { type: 'boolean' },
        trace: { type: 'string' },
        chaos: { type: 'boolean' },
      });
      const out = await runCommand(positionals[0], values as Record<string, string>);
      console.log(out.text);
      return out.code;
    }
    case 'chaos': {
      const { chaosCommand } = await import('./commands/chaos.ts');
      const { CHAOS_OPTIONS } = await import('./commands/chaos-args.ts');
      const { values } = parse(CHAOS_OPTIONS);
      const out = chaosCommand(values as Parameters<typeof chaosCommand>[0]);
      console.log(out.text);
      return out.code;
    }
    case 'reconfig-plan': {
      const { reconfigPlanCommand, RECONFIG_PLAN_OPTIONS } = await import('./commands/reconfig-plan.ts');
      const { values } = parse(RECONFIG_PLAN_OPTIONS);
      console.log(reconfigPlanCommand(values));
      return 0;
    }
    case 'restart-plan': {
      const { restartPlanCommand, RESTART_PLAN_OPTIONS } = await import('./commands/restart-plan.ts');
      const { values } = parse(RESTART_PLAN_OPTIONS);
      const out = restartPlanCommand(values);
      console.log(out.text);
      return out.code;
    }
    case 'diff': {
      const { diffCommand, DIFF_OPTIONS } = await import('./commands/diff.ts');
      const { values, positionals } = parse(DIFF_OPTIONS);
      console.log(diffCommand(positionals, values));
      return 0;
    }
    case '--help':
    case 'help':
      console.log(USAGE);
      return 0;
    case undefined:
      console.error(`error: missing command\n${USAGE}`);
      return 2;
    default:
      console.error(`error: unknown command '${command}'\n${USAGE}`);
      return 2;
  }
}

main(process.argv.slice(2)).then(
  // Exit once stdout has drained: a large report (--json) piped to another process would be cut.
  (code) => process.stdout.write('', () => process.exit(code)),
  (e: unknown) => {
    if (e instanceof CliError) {
      console.error(`error: ${e.message}`);
      process.exit(e.code);
    }
    // A bug, not bad input: one line naming it, no stack trace.
    const err = e instanceof Error ? e : new Error(String(e));
    if (e instanceof RangeError && /call stack/.test(err.message))
      console.error(`internal error: input nested too deeply (${err.message})`);
    else console.error(`internal error: ${err.name}: ${err.message.split('\n')[0]}`);
    process.exit(1);
  },
);
