import { describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** engine/ is layered: model ← kernel ← subsystems ← the rest. The lint config enforces it. */
const restricted = async (eslint: ESLint, filePath: string, from: string): Promise<string[]> => {
  const [res] = await eslint.lintText(`import { x } from '${from}';\nexport const y = x;\n`, { filePath });
  return res!.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
};

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? sources(p) : p.endsWith('.ts') ? [p] : [];
  });
}

describe('engine layers', () => {
  const eslint = new ESLint();

  it.each([
    ['../subsystems/index.ts'],
    ['../../subsystems/board/module.ts'],
    ['../scenario/runner.ts'],
    ['../chaos/index.ts'],
    ['../invariants/index.ts'],
    ['../folds/fold.ts'],
    ['../presets.ts'],
    ['../cluster.ts'],
  ])('the kernel may not import %s', async (from) => {
    const messages = await restricted(eslint, 'engine/kernel/probe.ts', from);
    expect(messages.join('\n')).toMatch(/engine\/kernel must not import the layers above it/);
  });

  it('kernel tests are held to the same rule', async () => {
    expect(await restricted(eslint, 'engine/kernel/probe.test.ts', '../subsystems/index.ts')).toHaveLength(1);
  });

  it('the model may not import the kernel or anything above it', async () => {
    for (const from of ['../../kernel/actor.ts', '../../subsystems/index.ts', '../../cluster.ts']) {
      const messages = await restricted(eslint, 'engine/model/config/probe.ts', from);
      expect(messages.join('\n')).toMatch(/engine\/model must not import/);
    }
  });

  it('engine/ may not import the app, the hosts or the CLI', async () => {
    for (const from of ['../../app/store/index.ts', '../../workers/pool.ts', '../../cli/options.ts']) {
      expect(await restricted(eslint, 'engine/scenario/probe.ts', from)).toHaveLength(1);
    }
  });

  it('the layers below may be imported', async () => {
    expect(await restricted(eslint, 'engine/kernel/probe.ts', '../model/topology/types.ts')).toEqual([]);
    expect(await restricted(eslint, 'engine/subsystems/probe.ts', '../kernel/actor.ts')).toEqual([]);
    expect(await restricted(eslint, 'engine/subsystems/probe.ts', '../model/config/types.ts')).toEqual([]);
  });

  it('outside engine/ the engine is reached through its public face alone', async () => {
    const face = /one public face/;
    expect((await restricted(eslint, 'app/views/probe.ts', '../../engine/kernel/actor.ts')).join()).toMatch(
      face,
    );
    expect((await restricted(eslint, 'workers/probe.ts', '../engine/model/config/types.ts')).join()).toMatch(
      face,
    );
    expect((await restricted(eslint, 'cli/probe.ts', '../engine/testing.ts')).join()).toMatch(face);
    expect(await restricted(eslint, 'app/views/probe.ts', '../../engine/index.ts')).toEqual([]);
    expect(await restricted(eslint, 'app/views/probe.test.ts', '../../engine/testing.ts')).toEqual([]);
  });

  it('no kernel source names a subsystem module', () => {
    const hits = sources('engine/kernel').filter((f) =>
      /from '[^']*\/(subsystems|scenario|chaos|invariants|folds)\/|from '[^']*\/(presets|cluster)\.ts'/.test(
        readFileSync(f, 'utf8'),
      ),
    );
    expect(hits).toEqual([]);
  });
});
