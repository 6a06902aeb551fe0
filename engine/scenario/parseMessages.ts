/**
 * Why a scenario file was refused, as a key and values beside the English line the CLI prints, so
 * the page can say the frame in its language (app/viewmodel/scenarioParseText.ts). The schema's and
 * the JSON scanner's own reasons are English text carried as a value; the scenario checks' lines
 * are carried whole (`verbatim`). scenarioParseText.test.ts holds the English catalogue to these.
 */
import type { Problem } from '../model/config/problems.ts';

export const SCENARIO_MESSAGES = {
  'too-long': 'text is longer than the {{limit}} byte limit (MAX_FILE_BYTES)',
  'json-at-path': '{{path}}: {{reason}} (line {{line}}, column {{column}})',
  'json-at': 'bad JSON at line {{line}}, column {{column}}: {{reason}}',
  json: 'bad JSON: {{reason}}',
  'too-deep': '(file): nesting deeper than {{max}} levels (MAX_JSON_DEPTH)',
  'too-many-steps': 'steps: {{count}} steps, beyond the {{max}} step limit (MAX_STEPS)',
  'too-many-nodes': 'topology.nodes: {{count}} nodes, beyond the {{max}} node limit (MAX_NODES)',
  'unknown-preset': "preset: unknown preset '{{preset}}' (known: {{known}})",
  placement: 'config.{{subsystem}}: {{text}}',
  'placement-group': 'config.{{subsystem}}.ringGroups[{{group}}]: {{text}}',
  verbatim: '{{text}}',
} as const;

export type ScenarioMessageKey = keyof typeof SCENARIO_MESSAGES;

export interface ScenarioText {
  readonly key: ScenarioMessageKey;
  readonly params: Readonly<Record<string, string | number>>;
  /** A placement line: the validator's own finding, for the page to say in its language. */
  readonly problem?: Problem;
}

export const st = (
  key: ScenarioMessageKey,
  params: Record<string, string | number> = {},
  problem?: Problem,
): ScenarioText => ({ key, params, ...(problem ? { problem } : {}) });

/** The English line the CLI prints. */
export function scenarioEnglish(t: ScenarioText): string {
  return SCENARIO_MESSAGES[t.key].replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(t.params[k] ?? ''));
}
