/**
 * `--config FILE.yaml`: a YDB config.yaml as the cluster of a CLI command, instead of a preset.
 * Bad input (unreadable file, YAML problems) ends the command with one line and exit code 2.
 */
import { readFileSync, statSync } from 'node:fs';
import { basename } from 'node:path';
import {
  formatProblem,
  importYdbConfig,
  MAX_CONFIG_BYTES,
  formatLimit,
  type ClusterConfig,
  type Topology,
  type YamlImport,
  type YamlProblem,
} from '../engine/index.ts';
import { CliError } from './errors.ts';

/**
 * parseArgs options naming a command's cluster, `--preset P` or `--config FILE.yaml`: one set for
 * every command that takes either (reconfig-plan, cms, restart-plan), so each spells them alike.
 */
export const CLUSTER_OPTIONS = {
  preset: { type: 'string' },
  config: { type: 'string' },
} as const;

/** What CLUSTER_OPTIONS parse to. */
export interface ClusterArgs {
  readonly preset?: string;
  readonly config?: string;
}

/**
 * The maintenance commands' set (cms, restart-plan): the cluster, what is already or to be down
 * (`--down rack:NAME|dc:NAME|node:ID`, repeated) and `--json`.
 */
export const DOWN_OPTIONS = {
  ...CLUSTER_OPTIONS,
  down: { type: 'string', multiple: true },
  json: { type: 'boolean' },
} as const;

/** What DOWN_OPTIONS parse to. */
export interface DownArgs extends ClusterArgs {
  readonly down?: readonly string[];
  readonly json?: boolean;
}

export interface LoadedConfig {
  readonly topology: Topology;
  readonly config: ClusterConfig;
  /** Non-fatal findings, formatted `path (line L:C): message`. */
  readonly warnings: readonly string[];
  /** The full import (hosts, placeholders, origins) for commands that show more. */
  readonly imported: YamlImport;
}

function readText(file: string): string {
  let size: number;
  try {
    const st = statSync(file);
    if (!st.isFile()) throw new CliError(`--config ${file}: not a file`);
    size = st.size;
  } catch (e) {
    if (e instanceof CliError) throw e;
    throw new CliError(
      `--config ${file}: cannot read it (${(e as NodeJS.ErrnoException).code ?? (e as Error).message})`,
    );
  }
  if (size > MAX_CONFIG_BYTES)
    throw new CliError(
      `--config ${file}: ${size} bytes is beyond the ${formatLimit(MAX_CONFIG_BYTES)} byte limit on a config file (MAX_CONFIG_BYTES)`,
    );
  return readFileSync(file, 'utf8');
}

const summary = (file: string, problems: readonly YamlProblem[]): string => {
  const [first] = problems;
  const more =
    problems.length > 1 ? ` (and ${problems.length - 1} more problem${problems.length > 2 ? 's' : ''})` : '';
  return `--config ${file}: ${first === undefined ? 'unusable' : formatProblem(first)}${more}`;
};

/** Reads and imports FILE; throws CliError (exit 2, one line) when it cannot be simulated. */
export function loadConfigArg(file: string): LoadedConfig {
  if (file === '') throw new CliError('--config needs a file name');
  const imported = importYdbConfig(readText(file));
  if (imported.problems.length > 0) throw new CliError(summary(file, imported.problems));
  const topology =
    imported.topology.name === 'imported'
      ? { ...imported.topology, name: basename(file) }
      : imported.topology;
  return { topology, config: imported.config, warnings: imported.warnings.map(formatProblem), imported };
}
