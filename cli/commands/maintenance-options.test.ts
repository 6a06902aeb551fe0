/**
 * cms and restart-plan take the cluster and `--down` through config-arg.ts's one option set (as
 * reconfig-plan takes the cluster): the same spelling, exit codes 0/1 and one-line refusals (2).
 */
import { parseArgs } from 'node:util';
import { describe, expect, it } from 'vitest';
import { CLUSTER_OPTIONS, DOWN_OPTIONS } from '../config-arg.ts';
import { refusal } from '../refusal.testing.ts';
import { CMS_OPTIONS, cmsCommand, type CmsArgs } from './cms.ts';
import { RECONFIG_PLAN_OPTIONS } from './reconfig-plan.ts';
import { RESTART_PLAN_OPTIONS, restartPlanCommand, type RestartPlanArgs } from './restart-plan.ts';

const parse = (options: typeof CMS_OPTIONS | typeof RESTART_PLAN_OPTIONS, args: string[]) =>
  parseArgs({ args, options, strict: true, allowPositionals: true }).values;

describe('one option set for the cluster and what is down', () => {
  it('cms, restart-plan and reconfig-plan hold the shared entries as they are', () => {
    for (const [k, v] of Object.entries(DOWN_OPTIONS)) {
      expect(CMS_OPTIONS[k as keyof typeof CMS_OPTIONS]).toBe(v);
      expect(RESTART_PLAN_OPTIONS[k as keyof typeof RESTART_PLAN_OPTIONS]).toBe(v);
    }
    for (const [k, v] of Object.entries(CLUSTER_OPTIONS))
      expect(RECONFIG_PLAN_OPTIONS[k as keyof typeof RECONFIG_PLAN_OPTIONS]).toBe(v);
  });

  it('parses the help text examples into the commands they run', () => {
    const cms = parse(CMS_OPTIONS, ['--preset', 'mirror-3-dc', '--down', 'rack:dc1-r1', '--down', 'node:5']);
    expect(cms.down).toEqual(['rack:dc1-r1', 'node:5']);
    // A rack and a node of another rack: two rings at once, more than max-availability's one.
    expect(cmsCommand(cms as CmsArgs).code).toBe(1);
    const plan = parse(RESTART_PLAN_OPTIONS, ['--preset', 'mirror-3-dc', '--down', 'node:3', '--json']);
    const out = restartPlanCommand(plan as RestartPlanArgs);
    expect(out.code).toBe(0);
    expect(JSON.parse(out.text)).toMatchObject({ preset: 'mirror-3-dc', ok: true });
  });
});

describe('cms', () => {
  it('exits 0 when allowed and 1 when refused', () => {
    expect(cmsCommand({ preset: 'mirror-3-dc', down: ['node:1'] }).code).toBe(0);
    const refused = cmsCommand({ preset: 'mirror-3-dc', down: ['dc:dc1', 'dc:dc2'] });
    expect(refused.code).toBe(1);
    expect(refused.text.split('\n')[1]).toBe('refused');
  });
  it('refuses bad input with one line and exit 2', () => {
    const cases: [CmsArgs, string][] = [
      [{ preset: 'mirror-3-dc' }, 'cms: give what to take down, e.g. --down rack:dc1-r1'],
      [{ preset: 'mirror-3-dc', down: ['node:1'], mode: 'x' }, "bad --mode 'x'"],
      [{ preset: 'mirror-3-dc', down: ['rack:nope'] }, "bad --down 'rack:nope': unknown rack 'nope'"],
      [{ preset: 'mirror-3-dc', config: 'a.yaml', down: ['node:1'] }, 'use either --preset or --config'],
      [{ preset: 'nope', down: ['node:1'] }, "unknown preset 'nope'"],
    ];
    for (const [args, start] of cases) {
      const r = refusal(() => cmsCommand(args));
      expect(r.code).toBe(2);
      expect(r.line.startsWith(start)).toBe(true);
      expect(r.line).not.toContain('\n');
    }
  });
});

describe('restart-plan', () => {
  it('exits 0 with a plan and 1 when a node cannot go down even alone', () => {
    expect(restartPlanCommand({ preset: 'mirror-3-dc' }).code).toBe(0);
    const none = restartPlanCommand({ preset: 'mirror-3-dc', down: ['dc:dc1', 'dc:dc2'] });
    expect(none.code).toBe(1);
    expect(none.text).toContain('no safe rolling restart');
  });
  it('refuses bad input with one line and exit 2', () => {
    const cases: [RestartPlanArgs, string][] = [
      [{ preset: 'mirror-3-dc', down: ['x:1'] }, "bad --down 'x:1': expected node:ID"],
      [{ preset: 'mirror-3-dc', out: '' }, '--out needs a file name'],
      [{ preset: 'mirror-3-dc', config: 'a.yaml' }, 'use either --preset or --config'],
      [{ config: '' }, '--config needs a file name'],
    ];
    for (const [args, start] of cases) {
      const r = refusal(() => restartPlanCommand(args));
      expect(r.code).toBe(2);
      expect(r.line.startsWith(start)).toBe(true);
      expect(r.line).not.toContain('\n');
    }
  });
});
