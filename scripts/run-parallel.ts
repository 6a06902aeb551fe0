/**
 * `tsx scripts/run-parallel.ts typecheck lint …`: runs the named npm scripts side by side, as many
 * at a time as the machine has cores (each of these checks is one thread), in the order given.
 * Each script's output is held and printed whole, in the order given, so a failure reads as it
 * would run alone. Exit 1 if any failed, naming them; every script runs to its end either way
 * (scripts/parallel.ts).
 */
import { availableParallelism } from 'node:os';
import { runNpmScript, runParallel } from './parallel.ts';

/** More than a handful of checks side by side only makes each slower. */
const MAX_SCRIPTS = 16;

const scripts = process.argv.slice(2);
if (scripts.length === 0 || scripts.length > MAX_SCRIPTS) {
  console.error(`usage: tsx scripts/run-parallel.ts <npm script>… (1 to ${MAX_SCRIPTS} scripts)`);
  process.exit(2);
}

process.exitCode = await runParallel(scripts, {
  slots: availableParallelism(),
  run: (script) => runNpmScript(script),
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
});
