import { describe, expect, it } from 'vitest';
import { simSync } from '../simProcess.ts';

const sim = (...args: string[]) => simSync(args);

describe('sim reconfig-plan (process)', () => {
  it('prints four YAML documents and exits 0; a refusal is one line on stderr with exit 2', () => {
    const ok = sim('reconfig-plan', '--preset', 'large', '--replace', 'node:10=node:12');
    expect(ok.code).toBe(0);
    expect(ok.out.match(/^# step \d\/4 /gm)).toHaveLength(4);
    const bad = sim('reconfig-plan', '--preset', 'single-dc-8-racks', '--replace', 'node:42=node:9');
    expect(bad.code).toBe(2);
    expect(bad.err).toBe('error: --replace: node 42 hosts no statestorage replica of a counted ring group\n');
  });
});
