/**
 * Quorumscope CLI. `npm run sim -- <command> [options]`:
 *   select  --preset P | --config FILE.yaml --subsystem S --key K [--walker fixed|legacy] [--json]
 *   analyze --preset P | --config FILE.yaml --fail rack:NAME|dc:NAME|node:ID|pile:NAME ... [--samples N] [--max-cut K] [--json]
 *   run     <scenario.json> [--host inprocess|threads] [--seed N] [--json]
 *   chaos   [--seed N | --seeds A..B] [--mode within|beyond|beyond-crash] [--preset P] [--json]
 * Exit codes: 0 ok, 1 an expectation or invariant failed, 2 bad input.
 */
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { ANALYZE_OPTIONS, analyzeCommand } from './commands/analyze.ts';
import { selectCommand } from './commands/select.ts';
import { CliError } from './errors.ts';

const USAGE = `usage: npm run sim -- <select|analyze|run|chaos> [options]
  select  --preset mirror-3-dc | --config FILE.yaml --subsystem statestorage --key 72075186224037888 [--json]
  analyze --preset mirror-3-dc | --config FILE.yaml --fail rack:dc1-r1 [--fail dc:dc2] [--samples 100000]
          [--max-cut K] [--cut-limit N] [--list N] [--load-samples N] [--timings] [--json]
  run     public/scenarios/<name>.json [--host inprocess|threads] [--seed N] [--json]
  chaos   [--seed N | --seeds 1..200] [--mode within|beyond] [--preset single-dc-8-racks] [--json]`;

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  const parse = (options: NonNullable<ParseArgsConfig['options']>) => {
    try {
      return parseArgs({ args: rest, options, allowPositionals: true, strict: true });
    } catch (e) {
      throw new CliError(`${command}: ${(e as Error).message}`);
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
    case 'run': {
      const { runCommand } = await import('./commands/run.ts');
      const { values, positionals } = parse({
        host: { type: 'string' },
        seed: { type: 'string' },
        json: { type: 'boolean' },
      });
      const out = await runCommand(positionals[0], values as Record<string, string>);
      console.log(out.text);
      return out.code;
    }
    case 'chaos': {
      const { chaosCommand, CHAOS_OPTIONS } = await import('./commands/chaos.ts');
      const { values } = parse(CHAOS_OPTIONS);
      const out = chaosCommand(values as Parameters<typeof chaosCommand>[0]);
      console.log(out.text);
      return out.code;
    }
    case undefined:
    case '--help':
    case 'help':
      console.log(USAGE);
      return command === undefined ? 2 : 0;
    default:
      throw new CliError(`unknown command '${command}'\n${USAGE}`);
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
    console.error(e);
    process.exit(70);
  },
);
