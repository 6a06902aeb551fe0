/**
 * Derived once: the configuration and bridge events are matched on (a kind as a string literal, or a
 * `startsWith` on their prefix) only by their one engine fold — engine/folds/liveConfig.ts for
 * `config.*` / `reconfig.*`, engine/folds/bridge.ts for `bridge.*` — and where they are emitted and
 * declared. Everything else (invariants, scenario expectations, chaos, the app's projections and
 * selectors) reads those folds. A file listed in READERS says why it may name the kinds.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const DIRS = ['engine', 'app'];
const SOURCE = /\.tsx?$/;
const TEST = /\.(test|spec)\.tsx?$/;

const KIND =
  /(['"`])(config\.(?:applied|committed|refused)|reconfig\.(?:step|rushed|done)|bridge\.(?:refused|proposed|waiting|committed|applied|root|sync))\1|startsWith\(\s*['"`](?:config|reconfig|bridge)\./;

/** Path prefix → why it may name the kinds. */
const READERS: readonly (readonly [string, string])[] = [
  ['engine/folds/liveConfig.ts', 'the configuration fold'],
  ['engine/folds/bridge.ts', 'the bridge fold'],
  ['engine/kernel/', 'emits and declares config.applied'],
  ['engine/subsystems/distconf/', 'emits and declares the distconf and bridge events'],
  ['app/timeline/', 'says one event as a log line or mark, keeping no state'],
  ['app/subsystems/', "a subsystem's log reader: one event as one log line, keeping no state"],
];

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sources(path);
    return SOURCE.test(e.name) && !TEST.test(e.name) ? [path] : [];
  });
}

const COMMENT = /^\s*(\/\/|\/\*|\*)/;

/** `file:line` of each match outside the listed readers (comments may name the kinds). */
export function strayMatches(files: readonly { path: string; text: string }[]): string[] {
  return files
    .filter((f) => !READERS.some(([p]) => f.path.startsWith(p)))
    .flatMap((f) =>
      f.text
        .split('\n')
        .flatMap((line, i) => (KIND.test(line) && !COMMENT.test(line) ? [`${f.path}:${i + 1}`] : [])),
    );
}

describe('configuration and bridge events have one reader each', () => {
  const files = DIRS.flatMap((d) => sources(d)).map((path) => ({ path, text: readFileSync(path, 'utf8') }));

  it('the folds are where the kinds are matched', () => {
    const match = (p: string) => files.find((f) => f.path === p)?.text ?? '';
    expect(match('engine/folds/liveConfig.ts')).toMatch(KIND);
    expect(match('engine/folds/bridge.ts')).toMatch(KIND);
  });

  it('no other module of engine/ or app/ matches on them', () => {
    expect(strayMatches(files)).toEqual([]);
  });

  it('a re-fold elsewhere is caught', () => {
    const refold = [
      { path: 'app/store/x.ts', text: "if (e.kind === 'config.applied') v.set(e.node, e.version);" },
      { path: 'engine/scenario/y.ts', text: "case 'bridge.committed':" },
      { path: 'app/runtime/z.ts', text: "if (!e.kind.startsWith('bridge.')) continue;" },
      { path: 'engine/folds/liveConfig.ts', text: "case 'config.applied':" },
      { path: 'app/store/w.ts', text: '/** From `config.applied`. */' },
    ];
    expect(strayMatches(refold)).toEqual([
      'app/store/x.ts:1',
      'engine/scenario/y.ts:1',
      'app/runtime/z.ts:1',
    ]);
  });
});
