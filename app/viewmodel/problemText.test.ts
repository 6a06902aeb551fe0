import { afterEach, describe, expect, it } from 'vitest';
import {
  validateConfig,
  validateSubsystem,
  loadPreset,
  type Problem,
  type ClusterConfig,
  type RingGroup,
  type SubsystemConfig,
} from '../../engine/index.ts';
import { i18n } from '../i18n/index.ts';
import { problemText, severityText } from './problemText.ts';

const mirror = loadPreset('mirror-3-dc').topology;
const bridge = loadPreset('bridge-2-piles');
const group = (rings: number[][], ntoSelect = rings.length, extra: Partial<RingGroup> = {}): RingGroup => ({
  ntoSelect,
  writeOnly: false,
  rings: rings.map((replicas) => ({ replicas })),
  ...extra,
});
const sub = (...ringGroups: RingGroup[]): SubsystemConfig => ({ ringGroups });
const onMirror = (cfg: SubsystemConfig, k?: number) =>
  validateSubsystem('board', cfg, mirror, k === undefined ? {} : { maxRingsPerRealm: k });
const onBridge = (ringGroups: RingGroup[]) =>
  validateConfig(bridge.topology, { ...bridge.config, statestorage: { ringGroups } });

/** Configs that between them break every placement rule. */
function everyProblem(): Problem[] {
  const a = group([[1], [4], [7]]);
  const [ga, gb] = bridge.config.statestorage.ringGroups as [RingGroup, RingGroup];
  const outside: ClusterConfig = {
    ...bridge.config,
    board: { ringGroups: [ga, { ...gb, rings: [...gb.rings.slice(1), ga.rings[0]!] }] },
  };
  return [
    ...onMirror(sub(group([[1, 4], [5], [10]], 3))),
    ...onMirror(sub(group([[1, 10], [19], [22]], 3))),
    ...onMirror(sub(group([[1, 1], [4]], 1))),
    ...onMirror(sub(group([[1], [4], [7], [10], [13]], 5)), 2),
    ...onMirror(sub(group([[1], [4]], 3))),
    ...onMirror(sub(group([[1], [4], [7], [10]], 4))),
    ...onMirror(sub(group([[1], [99]], 1))),
    ...onMirror(sub(group([[1], []], 1))),
    ...onMirror(sub({ ntoSelect: 1, writeOnly: false, rings: [] })),
    ...onMirror(sub({ ...a, writeOnly: true }, a)),
    ...onMirror(sub({ ...a, writeOnly: true }, { ...a, writeOnly: true, actorIdOffset: 1 })),
    ...onMirror(sub(a, { ...a, writeOnly: true })),
    ...onBridge([ga, { ...gb, pile: 'C' }]),
    ...onBridge([ga, { ...gb, state: 'PRIMARY' }]),
    ...validateConfig(bridge.topology, outside),
  ];
}

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('problemText', () => {
  const problems = everyProblem();

  it('the fixtures break every rule the validator has', () => {
    expect(new Set(problems.map((p) => p.code)).size).toBe(17);
  });

  it('in English says exactly what the CLI prints', () => {
    for (const p of problems) expect(problemText(p)).toBe(p.message);
  });

  it('in Russian fills every value and keeps no English sentence', async () => {
    await i18n.changeLanguage('ru');
    for (const p of problems) {
      const text = problemText(p);
      expect(text).toMatch(/[а-яё]{3}/);
      expect(text).not.toContain('{{');
      expect(text).not.toBe(p.message);
    }
    expect(severityText('warning')).toBe('предупреждение');
  });
});
