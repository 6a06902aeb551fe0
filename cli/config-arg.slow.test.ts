import { describe, expect, it } from 'vitest';
import { simAsync } from './simProcess.ts';

const sim = (...args: string[]) => simAsync(args, 120_000);

const T = '72075186224037888';
const select = (config: string, subsystem: string, key: string, ...more: string[]) =>
  sim('select', '--config', config, '--subsystem', subsystem, '--key', key, ...more);

describe('sim select --config FILE.yaml (subprocess)', () => {
  it.concurrent('selects on an imported YDB config', async () => {
    const r = await select('public/configs/mirror-3-dc.yaml', 'statestorage', T);
    expect(r.code).toBe(0);
    expect(r.err).toBe('');
    expect(r.out).toMatch(
      /^statestorage record 72075186224037888 on mirror-3-dc\.yaml: input64 72075186224037888 \(tabletId\), hash32 \d+/,
    );
    // nto_select 9 over 9 one-node rings: every ring, each on its only node.
    expect(r.out).toMatch(/ring group 0 PRIMARY: nto_select 9, majority 5, every ring/);
  });

  it.concurrent('--json names the file and cluster; warnings go to stderr', async () => {
    const r = await select('public/configs/bridge-2-piles.yaml', 'board', 'gpc+/Root/db', '--json');
    expect(r.code).toBe(0);
    const j = JSON.parse(r.out);
    expect(j).toMatchObject({
      config: 'public/configs/bridge-2-piles.yaml',
      cluster: 'bridge-demo',
      subsystem: 'board',
    });
    expect(j.groups.map((g: { state: string }) => g.state)).toEqual(['PRIMARY', 'SYNCHRONIZED']);
    expect(r.err).toMatch(
      /^warning: config\.domains_config \(line 27:5\): no State Storage config for board, schemeboard/,
    );
  });

  it.concurrent.each([
    [
      ['--config', 'public/configs/broken.yaml'],
      /^error: --config public\/configs\/broken\.yaml: hosts\[1\]\.node_id \(line 7:14\): node 1 is already defined at hosts\[0\] \(and 3 more problems\)$/,
    ],
    [
      ['--config', 'public/configs/nope.yaml'],
      /^error: --config public\/configs\/nope\.yaml: cannot read it \(ENOENT\)$/,
    ],
    [
      ['--config', 'public/configs/mirror-3-dc.yaml', '--preset', 'large'],
      /^error: use either --preset or --config, not both$/,
    ],
    [['--config', ''], /^error: --config needs a file name$/],
  ])('bad input %j → one line on stderr, exit 2', async (args, message) => {
    const r = await sim('select', ...args, '--key', T);
    expect(r.code).toBe(2);
    expect(r.out).toBe('');
    expect(r.err.trimEnd().split('\n')).toHaveLength(1);
    expect(r.err.trimEnd()).toMatch(message);
  });
});
