/**
 * What the two Node bundles share (the thread entry, bundle.ts, and the CLI the slow tier spawns,
 * cli/simProcess.ts): esbuild's options for one ESM file Node runs, and the content-hashed file in the
 * temp folder it is written to once. Type-only use of esbuild here: each caller loads it when it bundles.
 */
import type { BuildOptions } from 'esbuild';
import { createHash } from 'node:crypto';
import { existsSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const NODE_ESM_BUNDLE = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // CommonJS dependencies (the yaml package) require Node built-ins; an ESM bundle has no `require`,
  // so give it Node's own.
  banner: {
    js: "import { createRequire as qsCreateRequire } from 'node:module'; const require = qsCreateRequire(import.meta.url);",
  },
  write: false,
  logLevel: 'silent',
} as const satisfies BuildOptions;

/**
 * Writes `code` to `<tmp>/quorumscope-<name>-<hash>.mjs` unless that file exists, and returns its
 * path. Several processes may write at once: each writes its own copy and renames it into place.
 */
export function writeBundle(name: string, code: string): string {
  const hash = createHash('sha256').update(code).digest('hex').slice(0, 16);
  const file = join(tmpdir(), `quorumscope-${name}-${hash}.mjs`);
  if (!existsSync(file)) {
    const part = `${file}.${process.pid}`;
    writeFileSync(part, code);
    renameSync(part, file);
  }
  return file;
}
