/**
 * Actors (engine/subsystems, engine/kernel/testing) declare the message kinds they handle (`inbox`) and the kernel drops the rest, so no actor
 * lists kinds it ignores: a scan of every actor file for a `case` of a message kind that does
 * nothing, and for a cast of `env.msg` (the inbox already types it).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOTS = ['engine/subsystems', 'engine/kernel/testing'];

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = join(dir, e.name);
    if (e.isDirectory()) return sources(p);
    return p.endsWith('.ts') && !p.endsWith('.test.ts') ? [p] : [];
  });
}

/** Files that declare a behaviour: an object with an `inbox`, or a handler table (`actorByKind`). */
const ACTOR_FILES = ROOTS.flatMap(sources).filter((p) =>
  /\binbox: |\bactorByKind</.test(readFileSync(p, 'utf8')),
);

/** Message kinds are namespaced (`ss.lookup`, `sys.poison`) or `cmd`; verdicts and phases are not. */
const isMessageKind = (k: string) => k === 'cmd' || k.includes('.');

/** `case 'a': case 'b': return;` runs whose labels include a message kind. */
export function ignoredCases(src: string): string[] {
  const out: string[] = [];
  for (const m of src.matchAll(/((?:[ \t]*case '[^']+':[ \t]*(?:\/\/[^\n]*)?\n)+)[ \t]*(?:return|break);/g)) {
    const kinds = [...(m[1] ?? '').matchAll(/case '([^']+)'/g)].map((k) => k[1] as string);
    out.push(...kinds.filter(isMessageKind));
  }
  return out;
}

describe('typed inboxes', () => {
  it('finds the actor files', () => {
    expect(ACTOR_FILES.length).toBeGreaterThanOrEqual(25);
  });

  it('the scan catches a listed ignored kind', () => {
    const src =
      "switch (m.kind) {\n  case 'ss.lookup':\n  case 'bs.written':\n    return;\n  case 'pending':\n    break;\n}";
    expect(ignoredCases(src)).toEqual(['ss.lookup', 'bs.written']);
  });

  it.each(ACTOR_FILES)('%s lists no ignored message kind and casts no env.msg', (file) => {
    const src = readFileSync(file, 'utf8');
    expect(ignoredCases(src)).toEqual([]);
    expect(src).not.toMatch(/env\.msg as /);
  });
});
