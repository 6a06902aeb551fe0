import { describe, expect, it } from 'vitest';
import { parseScenarioText } from '../../engine/index.ts';
import { scenarioDescription } from './scenario.ts';

import index from '../../public/scenarios/index.json';

const FILES: Record<string, string> = import.meta.glob('../../public/scenarios/*.json', {
  eager: true,
  query: '?raw',
  import: 'default',
});

describe('scenario descriptions per language', () => {
  it('the Russian page shows descriptionRu, the English page and a file without one the English', () => {
    const both = { description: 'A rack fails.', descriptionRu: 'Отказывает стойка.' };
    expect(scenarioDescription(both, 'ru')).toBe('Отказывает стойка.');
    expect(scenarioDescription(both, 'en')).toBe('A rack fails.');
    expect(scenarioDescription({ description: 'A rack fails.' }, 'ru')).toBe('A rack fails.');
  });

  it('every built-in scenario has a Russian description that parses with the schema', () => {
    for (const { file } of index.scenarios) {
      const text = FILES[`../../public/scenarios/${file}`] ?? '';
      const r = parseScenarioText(text);
      expect(r.ok, file).toBe(true);
      const ru = (JSON.parse(text) as { descriptionRu?: string }).descriptionRu ?? '';
      expect(ru, file).toMatch(/[а-яё]{4}/i);
    }
  });
});
