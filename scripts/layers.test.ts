/**
 * engine/ is layered and its subsystems are slices (scripts/layers.ts): no import runs upward, and a
 * slice imports another only through that one's contract.ts, declared in its descriptor's `uses`.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { SubsystemDescriptor } from '../engine/index.ts';
import {
  contractOf,
  importEdges,
  sliceOf,
  undeclaredSliceImports,
  upwardImports,
  type ImportEdge,
} from './layers.ts';

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sources(path);
    return /\.tsx?$/.test(e.name) ? [path] : [];
  });
}

const FILES = sources('engine');
const EDGES = FILES.flatMap((f) => importEdges(f, readFileSync(f, 'utf8')));
const show = (e: ImportEdge): string => `${e.from}:${e.line} -> ${e.to}`;

/** Slice → the slices its descriptors (every module.ts in its folder) declare in `uses`. */
async function declaredUses(): Promise<Map<string, string[]>> {
  const uses = new Map<string, string[]>();
  for (const file of FILES.filter((f) => f.endsWith('/module.ts') && sliceOf(f) !== null)) {
    const mod = (await import(/* @vite-ignore */ `../${file}`)) as Record<string, unknown>;
    const descriptors = Object.values(mod).filter(
      (v): v is SubsystemDescriptor => typeof v === 'object' && v !== null && 'behaviours' in v && 'id' in v,
    );
    const slice = sliceOf(file)!;
    uses.set(slice, [...(uses.get(slice) ?? []), ...descriptors.flatMap((d) => d.uses ?? [])]);
  }
  return uses;
}

const edge = (from: string, to: string): ImportEdge => ({ from, to, line: 1 });

describe('engine layers', () => {
  it('reads every import of engine/', () => {
    expect(FILES.length).toBeGreaterThan(300);
    expect(EDGES.length).toBeGreaterThan(1500);
  });

  it('no import runs upward', () => {
    expect(upwardImports(EDGES).map(show)).toEqual([]);
  });

  it('no undeclared cross-subsystem import', async () => {
    const found = undeclaredSliceImports(EDGES, await declaredUses());
    expect(found.map(({ edge: e, why }) => `${show(e)}: ${why}`)).toEqual([]);
  });

  it('every declared use names a slice with a contract', async () => {
    for (const [slice, uses] of await declaredUses())
      for (const used of uses) {
        expect(used, `${slice} uses itself`).not.toBe(slice);
        expect(existsSync(contractOf(used)), `${slice} uses ${used}: ${contractOf(used)}`).toBe(true);
      }
  });

  it('reads type-only imports, re-exports and import() as imports', () => {
    const text = [
      "import type { A } from '../folds/a.ts';",
      "export { B } from './b.ts';",
      "type C = import('../scenario/c.ts').C;",
      "const d = await import('../chaos/d.ts');",
      "import { e } from 'vitest';",
    ].join('\n');
    expect(importEdges('engine/kernel/x.ts', text).map((e) => `${e.line} ${e.to}`)).toEqual([
      '1 engine/folds/a.ts',
      '2 engine/kernel/b.ts',
      '3 engine/scenario/c.ts',
      '4 engine/chaos/d.ts',
    ]);
  });

  it('fails on an upward import', () => {
    const up = [
      edge('engine/kernel/actor.ts', 'engine/subsystems/unions.ts'),
      edge('engine/model/config/types.ts', 'engine/kernel/actor.ts'),
      edge('engine/subsystems/board/replica.ts', 'engine/folds/liveConfig.ts'),
      edge('engine/subsystems/board/replica.ts', 'engine/subsystems/board/invariants/board.ts'),
      edge('engine/subsystems/board/invariants/board.ts', 'engine/subsystems/board/module.ts'),
      edge('engine/folds/bridge.ts', 'engine/cluster.ts'),
      edge('engine/invariants/reconfig.ts', 'engine/scenario/runner.ts'),
      edge('engine/scenario/runner.ts', 'engine/index.ts'),
      edge('engine/index.ts', 'app/store/index.ts'),
      edge('engine/subsystems/board/board.sim.test.ts', 'app/store/index.ts'),
    ];
    expect(upwardImports(up)).toEqual(up);
  });

  it('allows imports down, within a layer, from tests, and of data', () => {
    const ok = [
      edge('engine/kernel/actor.ts', 'engine/model/config/types.ts'),
      edge('engine/subsystems/board/module.ts', 'engine/subsystems/board/invariants/board.ts'),
      edge('engine/subsystems/board/invariants/board.ts', 'engine/folds/liveConfig.ts'),
      edge('engine/subsystems/distconf/module.ts', 'engine/invariants/reconfig.ts'),
      edge('engine/chaos/runner.ts', 'engine/cluster.ts'),
      edge('engine/subsystems/board/board.sim.test.ts', 'engine/cluster.ts'),
      edge('engine/subsystems/distconf/testing.ts', 'engine/cluster.ts'),
      edge('engine/cluster.test.ts', 'public/scenarios/rolling-restart.json'),
    ];
    expect(upwardImports(ok)).toEqual([]);
  });

  it('fails on an undeclared cross-subsystem import, or one past the contract', () => {
    const uses = new Map([['schemeboard', ['board']]]);
    const undeclared = edge(
      'engine/subsystems/schemeboard/client.ts',
      'engine/subsystems/statestorage/contract.ts',
    );
    const pastContract = edge(
      'engine/subsystems/schemeboard/targets.ts',
      'engine/subsystems/board/targets.ts',
    );
    const back = edge('engine/subsystems/board/replica.ts', 'engine/subsystems/schemeboard/contract.ts');
    const shared = edge('engine/subsystems/placement.ts', 'engine/subsystems/board/contract.ts');
    const found = undeclaredSliceImports([undeclared, pastContract, back, shared], uses);
    expect(found.map((f) => f.edge)).toEqual([undeclared, pastContract, back, shared]);
    expect(found[0]!.why).toMatch(/does not declare uses: \['statestorage'\]/);
    expect(found[1]!.why).toMatch(/only through engine\/subsystems\/board\/contract\.ts/);
  });

  it('allows declared contract imports, imports within a slice and the composition files', () => {
    const uses = new Map([['schemeboard', ['board']]]);
    const ok = [
      edge('engine/subsystems/schemeboard/targets.ts', 'engine/subsystems/board/contract.ts'),
      edge('engine/subsystems/distconf/registry.ts', 'engine/subsystems/distconf/bridge/extension.ts'),
      edge('engine/subsystems/index.ts', 'engine/subsystems/board/module.ts'),
      edge('engine/subsystems/unions.ts', 'engine/subsystems/board/messages.ts'),
      edge('engine/subsystems/reconfigure.test.ts', 'engine/subsystems/board/publisher.ts'),
      edge('engine/subsystems/board/replica.ts', 'engine/subsystems/placement.ts'),
      edge('engine/folds/observers.ts', 'engine/subsystems/board/events.ts'),
    ];
    expect(undeclaredSliceImports(ok, uses)).toEqual([]);
  });
});
