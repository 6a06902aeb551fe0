/**
 * What a loaded scenario is about, so the inspector can show it: the record its first command
 * names (a tablet it boots or asks, a path it publishes or subscribes), and how the scenario's own
 * setup differs from what the page's URL asked for.
 */
import { isDoStep, type ScenarioFile } from '../../engine/index.ts';

/** The TabletId or path of the first command that names one; null when none does. */
export function scenarioRecord(file: Pick<ScenarioFile, 'steps'>): string | null {
  for (const step of file.steps) {
    if (!isDoStep(step)) continue;
    const cmd = step.do as unknown as Record<string, unknown>;
    if (typeof cmd['tabletId'] === 'string') return cmd['tabletId'];
    if (typeof cmd['path'] === 'string') return cmd['path'];
  }
  return null;
}

export interface SetupAsked {
  readonly preset?: string;
  readonly seed?: number;
}

/** One sentence naming what the scenario replaced of what the URL asked for; null when nothing. */
export function overrideText(name: string, asked: SetupAsked, preset: string, seed: number): string | null {
  const parts: string[] = [];
  if (asked.preset !== undefined && asked.preset !== preset)
    parts.push(`preset ${asked.preset} with its own ${preset}`);
  if (asked.seed !== undefined && asked.seed !== seed)
    parts.push(`seed ${asked.seed} with its own seed ${seed}`);
  return parts.length === 0 ? null : `Scenario "${name}" replaces the link's ${parts.join(' and ')}.`;
}
