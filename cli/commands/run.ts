/**
 * `sim run <scenario.json> [--host inprocess|threads] [--seed N] [--json] [--trace FILE] [--chaos]`: runs a
 * scenario headless and prints each expectation (✓/✗ with detail), invariant violations, message
 * counts and the trace hash. Exit 0 when everything holds, 1 when an expectation or invariant
 * fails, 2 on bad input. The run records in stream mode: no event is kept once the checkers have
 * seen it, so memory stays flat however long it runs; `--trace FILE` writes the replayable trace
 * (traceio's export) to FILE as the run goes. `--chaos` judges the run by the sweep's checkers (chaos's
 * own oracles `chaos.*` besides the invariants, chaos.available-after-heal from the file's `chaos`
 * field; engine/chaos/replay-checkers.ts), so a file `chaos` wrote for a failing seed fails here the
 * same way. A flag, not a
 * field of the file: the checks judge a run, they do not change it (the page runs the same file).
 */
import { closeSync, openSync, readFileSync, statSync, writeSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import {
  formatResult,
  parseScenarioText,
  utf8ErrorOffset,
  resultJson,
  runScenario,
  MAX_FILE_BYTES,
  formatLimit,
  LimitExceededError,
  traceStreamWriter,
  chaosReplayCheckers,
  type Host,
  type Scenario,
  type ScenarioResult,
} from '../../engine/index.ts';
import type * as ThreadsModule from '../../workers/node/host.ts';
import { CliError } from '../errors.ts';
import { seedOption } from '../options.ts';

export interface RunArgs {
  readonly host?: string;
  readonly seed?: string;
  readonly json?: boolean | string;
  readonly trace?: string;
  readonly chaos?: boolean;
}

/** Opens `file` for the streamed trace; an unwritable path is bad input, refused before the run. */
function openTrace(file: string): number {
  try {
    return openSync(file, 'w');
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    const why =
      code === 'ENOENT'
        ? 'no such directory'
        : code === 'EISDIR'
          ? 'it is a directory'
          : (e as Error).message;
    throw new CliError(`run: cannot write trace '${file}': ${why}`);
  }
}

/** The file's text; bytes that are not UTF-8 are refused with their offset. */
function decodeUtf8(file: string, bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    const at = utf8ErrorOffset(bytes);
    const hex = (bytes[at] ?? 0).toString(16).padStart(2, '0');
    throw new CliError(`${file}: not UTF-8: byte 0x${hex} at byte offset ${at} is not valid UTF-8`);
  }
}

export function readScenario(file: string): Scenario {
  let bytes: Uint8Array;
  try {
    // Sized before reading: a huge file is refused without loading it.
    const size = statSync(file).size;
    if (size > MAX_FILE_BYTES)
      throw new CliError(
        `${file}: file is ${formatLimit(size)} bytes, beyond the ${formatLimit(MAX_FILE_BYTES)} byte limit (MAX_FILE_BYTES)`,
      );
    bytes = readFileSync(file);
  } catch (e) {
    if (e instanceof CliError) throw e;
    const code = (e as NodeJS.ErrnoException).code;
    const why =
      code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'it is a directory' : (e as Error).message;
    throw new CliError(`run: cannot read '${file}': ${why}`);
  }
  const parsed = parseScenarioText(decodeUtf8(file, bytes));
  if (!parsed.ok) {
    const [first, ...rest] = parsed.errors;
    throw new CliError(`${file}: ${first}${rest.map((l) => `\n${file}: ${l}`).join('')}`);
  }
  return parsed.scenario;
}

/** The threads host (workers/node, one worker_thread per node): loaded only when asked for. */
async function threadsHost(): Promise<Host> {
  let mod: typeof ThreadsModule;
  try {
    mod = await import('../../workers/node/host.ts');
  } catch (e) {
    throw new CliError(
      `run: --host threads is not available (${(e as Error).message.split('\n')[0]}); use --host inprocess`,
    );
  }
  return mod.createThreadsHost();
}

async function hostFor(name: string): Promise<Host | undefined> {
  switch (name) {
    case 'inprocess':
      return undefined;
    case 'threads':
      return threadsHost();
    case 'webworker':
      throw new CliError("run: host 'webworker' runs in the browser only; use --host inprocess|threads");
    default:
      throw new CliError(`run: unknown host '${name}' (known: inprocess, threads)`);
  }
}

export async function runCommand(
  file: string | undefined,
  args: RunArgs,
): Promise<{ text: string; code: number }> {
  if (!file) throw new CliError('run: missing scenario file (usage: run public/scenarios/<name>.json)');
  const scenario = readScenario(file);
  const seed = seedOption(args.seed);
  const hostName = args.host ?? (scenario.file.host === 'webworker' ? 'inprocess' : scenario.file.host);
  const host = await hostFor(hostName);
  const fd = args.trace !== undefined ? openTrace(args.trace) : undefined;
  const writer = fd !== undefined ? traceStreamWriter((chunk) => writeSync(fd, chunk)) : undefined;
  const started = performance.now();
  let result: ScenarioResult;
  try {
    result = await runScenario(scenario, {
      ...(host ? { host } : {}),
      ...(seed !== undefined ? { seed } : {}),
      traceMode: 'stream',
      ...(args.chaos ? { checkers: chaosReplayCheckers(scenario.file) } : {}),
      ...(writer ? { onTrace: (events) => writer.events(events) } : {}),
    });
  } catch (e) {
    if (fd !== undefined) closeSync(fd);
    if (host) await host.dispose();
    if (e instanceof LimitExceededError) throw new CliError(`run: ${e.message}`, 1);
    throw e;
  }
  const wallMs = performance.now() - started;
  if (writer && fd !== undefined) {
    // The verdicts of the run's end are annotated after its last round: flushed here, to the file.
    const unsubscribe = result.sim.trace.subscribe((events) => writer.events(events));
    result.sim.trace.flush(result.sim.now);
    unsubscribe();
    writer.end(result.sim.export());
    closeSync(fd);
  }
  await result.sim.dispose();
  const code = result.ok ? 0 : 1;
  if (args.json) return { text: JSON.stringify(resultJson(result, { file, wallMs }), null, 2), code };
  return { text: formatResult(result, { file, wallMs }), code };
}
