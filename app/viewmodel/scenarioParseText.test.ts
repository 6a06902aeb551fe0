import { afterEach, describe, expect, it } from 'vitest';
import {
  formatLimit,
  MAX_FILE_BYTES,
  MAX_JSON_DEPTH,
  MAX_NODES,
  MAX_STEPS,
  parseScenario,
  parseScenarioText,
  SCENARIO_MESSAGES,
  scenarioEnglish,
  st,
  type ScenarioMessageKey,
  type ScenarioText,
} from '../../engine/index.ts';
import { i18n } from '../i18n/index.ts';
import { scenarioParseText } from './scenarioParseText.ts';

const KEYS = Object.keys(SCENARIO_MESSAGES) as ScenarioMessageKey[];
const base = { name: 'unit', description: 'refused files', preset: 'single-dc-8-racks', steps: [] };

/** Files refused for every reason the parser names with a key of its own. */
function refusals(): ScenarioText[] {
  const texts = [
    parseScenarioText('{"name": "x",\n  "steps": [1, }'),
    parseScenarioText('{"name": "x", "name": "y"}'),
    parseScenarioText(' '.repeat(MAX_FILE_BYTES + 1)),
    parseScenario({ ...base, preset: 'nowhere' }),
    parseScenario({ ...base, steps: Array(MAX_STEPS + 1).fill({}) }),
    parseScenario({ ...base, preset: undefined, topology: { nodes: Array(MAX_NODES + 1).fill({}) } }),
    parseScenario(Array.from({ length: MAX_JSON_DEPTH + 1 }).reduce((v) => [v], 1)),
    parseScenario({ ...base, steps: 'none' }),
    parseScenario({
      ...base,
      config: {
        statestorage: { ringGroups: [{ ntoSelect: 3, writeOnly: false, rings: [{ replicas: [99] }] }] },
        board: { ringGroups: [{ ntoSelect: 1, writeOnly: false, rings: [{ replicas: [1] }] }] },
        schemeboard: { ringGroups: [{ ntoSelect: 1, writeOnly: false, rings: [{ replicas: [1] }] }] },
      },
    }),
  ];
  return texts.flatMap((r) => (r.ok ? [] : r.texts));
}

/** Every `{{name}}` of a key's English template filled with a value naming it. */
function sample(key: ScenarioMessageKey): ScenarioText {
  const names = [...SCENARIO_MESSAGES[key].matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1] as string);
  return st(key, Object.fromEntries(names.map((n, i) => [n, i % 2 === 0 ? `‹${n}›` : i])));
}

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('scenarioParseText', () => {
  const texts = refusals();

  it('in English, every key says word for word what the parser prints', () => {
    for (const key of KEYS) expect(scenarioParseText(sample(key)), key).toBe(scenarioEnglish(sample(key)));
    for (const t of texts) expect(scenarioParseText(t)).toBe(scenarioEnglish(t));
  });

  // `json` is JSON.parse's own message where the scanner found nothing, a fallback no file
  // reaches; `placement` (no ring group named) is never among the errors a file is refused for.
  it('the refused files reach every key the parser has', () => {
    expect(new Set(texts.map((t) => t.key))).toEqual(
      new Set(KEYS.filter((k) => k !== 'json' && k !== 'placement')),
    );
  });

  it('in Russian, the frame and the placement sentence are Russian', async () => {
    await i18n.changeLanguage('ru');
    const said = texts.filter((t) => t.key !== 'verbatim' && t.key !== 'json-at-path').map(scenarioParseText);
    for (const s of said) expect(s).toMatch(/[а-яё]{3}/i);
    expect(said).toContain(
      `steps: шагов ${formatLimit(MAX_STEPS + 1)}, а предел — ${formatLimit(MAX_STEPS)} (MAX_STEPS)`,
    );
    expect(said).toContain(`(файл): вложенность глубже ${MAX_JSON_DEPTH} уровней (MAX_JSON_DEPTH)`);
    expect(said.some((x) => x.includes('группа колец 0: кольцо 0 ссылается на узел 99'))).toBe(true);
  });
});
