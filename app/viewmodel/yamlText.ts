/**
 * The YAML config importer's findings (engine/model/yamlconfig) in the page's language: each
 * message key picks the sentence, its params fill it (fragments such as "a list" are messages
 * too), and the frame says where. The English catalogue says what `YamlProblem.message` and
 * `formatProblem` say, which the CLI prints; yamlText.test.ts holds them together. Text from the
 * file itself and the yaml library's own syntax messages stay as they are.
 */
import type { YamlParam, YamlText, YamlProblem } from '../../engine/index.ts';
import { i18n, tr } from '../i18n/index.ts';
import { problemText } from './problemText.ts';

/** Keys made from engine codes: yamlText.test.ts checks messages.ts and the catalogue agree. */
const say = tr as unknown as (key: string, params?: Record<string, string | number>) => string;

function param(key: string, v: YamlParam): string {
  if (Array.isArray(v)) return v.map((x) => param(key, x)).join(', ');
  if (typeof v === 'object') return yamlText(v as YamlText);
  // `what` names a part of the file: a YAML key stays as it is, a description is translated.
  if (key === 'what' && i18n.exists(`yamlconfig:what.${v}`)) return say(`yamlconfig:what.${v}`);
  return String(v);
}

export function yamlText(t: YamlText): string {
  const params: Record<string, string> = {};
  for (const [k, v] of Object.entries(t.params)) params[k] = param(k, v);
  return say(`yamlconfig:message.${t.key}`, params);
}

/**
 * A finding's sentence. A placement problem outside English is the validator's own sentence
 * (problemText.ts); English keeps the importer's shorter form, which the YAML path already places.
 */
function yamlMessage(p: YamlProblem): string {
  if (p.placement !== undefined && !i18n.language.startsWith('en')) {
    const text = problemText(p.placement);
    return p.text.key === 'placement-shared'
      ? yamlText({ ...p.text, params: { ...p.text.params, text } })
      : text;
  }
  return yamlText(p.text);
}

/** `path (line L:C): message`, as formatProblem says it for the CLI. */
export function yamlProblemText(p: YamlProblem): string {
  const path = p.path === '' ? tr('yamlconfig:frame.document') : p.path;
  const message = yamlMessage(p);
  return p.line === undefined
    ? tr('yamlconfig:frame.whole', { path, message })
    : tr('yamlconfig:frame.where', { path, line: p.line, col: p.col ?? 1, message });
}
