/** For the CLI's tests: what a command refused with — its exit code and its text. */
import { CliError } from './errors.ts';

export function refusal(run: () => unknown): { code: number; line: string } {
  try {
    run();
  } catch (e) {
    if (e instanceof CliError) return { code: e.code, line: e.message };
    throw e;
  }
  throw new Error('no refusal');
}
