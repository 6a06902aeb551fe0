/**
 * A preset's title and description in the page's language. The engine keeps the English (the CLI
 * lists presets with it); the setup catalogue's `presetInfo` repeats it per language, and a preset
 * without an entry there shows the engine's text.
 */
import { PRESETS } from '../../engine/index.ts';
import { i18n, tr } from '../i18n/index.ts';

type Part = 'title' | 'description';

function presetPart(name: string, part: Part): string | undefined {
  const key = `setup:presetInfo.${name}.${part}`;
  return i18n.exists(key) ? tr(key as 'setup:presetInfo.large.title') : PRESETS.get(name)?.[part];
}

export const presetTitle = (name: string): string => presetPart(name, 'title') ?? name;
export const presetDescription = (name: string): string | undefined => presetPart(name, 'description');
