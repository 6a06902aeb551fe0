import { describe, expect, it } from 'vitest';
import type { ScenarioFile } from '../../engine/index.ts';
import { overrideText, scenarioRecord } from './scenarioFocus.ts';

const steps = (list: unknown[]) => ({ steps: list }) as unknown as Pick<ScenarioFile, 'steps'>;

describe('scenarioRecord', () => {
  it('is the record the first naming command acts on', () => {
    expect(
      scenarioRecord(
        steps([
          { at: 0, do: { kind: 'node.down', node: 2 } },
          { at: 1, expect: 'leader', tabletId: '1' },
          { at: 10, do: { kind: 'tablet.boot', node: 5, tabletId: '72075186224037889' } },
          { at: 20, do: { kind: 'tablet.boot', node: 5, tabletId: '72075186224037890' } },
        ]),
      ),
    ).toBe('72075186224037889');
    expect(
      scenarioRecord(steps([{ at: 0, do: { kind: 'board.subscribe', node: 1, path: 'gpc+/Root/db1' } }])),
    ).toBe('gpc+/Root/db1');
    expect(scenarioRecord(steps([{ at: 0, do: { kind: 'dc.down', dc: 'dc1' } }]))).toBeNull();
  });
});

describe('overrideText', () => {
  it('names what the scenario replaced, and only that', () => {
    expect(overrideText('s', {}, 'mirror-3-dc', 1)).toBeNull();
    expect(overrideText('s', { preset: 'mirror-3-dc', seed: 1 }, 'mirror-3-dc', 1)).toBeNull();
    const t = overrideText('s', { preset: 'large', seed: 7 }, 'mirror-3-dc', 1);
    expect(t).toContain('preset large with its own mirror-3-dc');
    expect(t).toContain('seed 7 with its own seed 1');
  });
});
