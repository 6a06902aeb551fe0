import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

function sim(...args: string[]) {
  const r = spawnSync(process.execPath, ['--import', 'tsx', 'cli/sim.ts', ...args], {
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

describe('sim reconfig-plan (process)', () => {
  it('prints four YAML documents and exits 0; a refusal is one line on stderr with exit 2', () => {
    const ok = sim('reconfig-plan', '--preset', 'single-dc-8-racks', '--replace', 'node:3=node:9');
    expect(ok.code).toBe(0);
    expect(ok.out.match(/^# step \d\/4 /gm)).toHaveLength(4);
    const bad = sim('reconfig-plan', '--preset', 'single-dc-8-racks', '--replace', 'node:42=node:9');
    expect(bad.code).toBe(2);
    expect(bad.err).toBe('error: --replace: node 42 hosts no statestorage replica of a counted ring group\n');
  });
});
