/**
 * The page's one path from config.yaml text to a checked import: "Load YDB config" and "Compare
 * with another config" both read pasted or loaded text through it, so both list the same problems
 * with their YAML path and line (ProblemList) and neither simulates a file with a problem.
 */
import { useDeferredValue, useMemo } from 'react';
import { importYdbConfig, type YamlImport } from '../../../engine/index.ts';

/** The import of `text`, or null while nothing is written. */
export function parseConfigText(text: string): YamlImport | null {
  return text.trim() === '' ? null : importYdbConfig(text);
}

/** A usable import: there is text and the importer found no problem in it. */
export function usable(parsed: YamlImport | null): parsed is YamlImport {
  return parsed !== null && parsed.problems.length === 0;
}

/**
 * `text` parsed as the reader types (deferred, so a keystroke never waits for the importer);
 * `settled` is false while the import shown is of an older text.
 */
export function useParsedConfig(text: string): { parsed: YamlImport | null; settled: boolean } {
  const deferred = useDeferredValue(text);
  const parsed = useMemo(() => parseConfigText(deferred), [deferred]);
  return { parsed, settled: text === deferred };
}
