import { CliError } from '../errors.ts';

/** `sim run <scenario.json>`: filled in when the runtime and scenarios land. */
export async function runCommand(
  file: string | undefined,
  _args: Record<string, string>,
): Promise<{ text: string; code: number }> {
  if (!file) throw new CliError('run: missing scenario file');
  throw new CliError('run: scenarios are not available yet');
}
