/**
 * Why a scenario file was refused (engine/scenario/parseMessages.ts), in the page's language: the
 * key picks the frame, the values fill it, a placement line is the validator's own sentence
 * (problemText.ts). Reasons from the JSON scanner and the schema, and the scenario checks' lines,
 * are the engine's English text, carried as they are. The English catalogue says what the CLI
 * prints; scenarioParseText.test.ts holds the two together.
 */
import type { ScenarioText } from '../../engine/index.ts';
import { tr } from '../i18n/index.ts';
import { problemText } from './problemText.ts';

/** Keys made from engine codes: scenarioParseText.test.ts checks parseMessages.ts and the catalogue agree. */
const say = tr as unknown as (key: string, params?: Record<string, string | number>) => string;

export function scenarioParseText(t: ScenarioText): string {
  const params = t.problem ? { ...t.params, text: problemText(t.problem) } : t.params;
  return say(`scenarioparse:${t.key}`, params);
}
