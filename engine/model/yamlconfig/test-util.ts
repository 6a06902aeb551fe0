/** Helpers shared by the importer's tests (not imported by the importer itself). */
import { formatProblem } from './problems.ts';
import type { YamlImport } from './import.ts';

/** `hosts:` lines for [node id, data center, rack] triples, in the flow style of YDB examples. */
export function hostsBlock(specs: readonly (readonly [number, string, string])[], indent = ''): string {
  return [
    `${indent}hosts:`,
    ...specs.map(
      ([id, dc, rack]) =>
        `${indent}- {host: h${id}, node_id: ${id}, location: {data_center: ${dc}, rack: ${rack}}}`,
    ),
  ].join('\n');
}

/** n nodes, one per rack `r<i>`, in data center `dc`. */
export const oneDc = (n: number, dc = 'dc1'): [number, string, string][] =>
  Array.from({ length: n }, (_, i) => [i + 1, dc, `r${i + 1}`]);

export const errors = (r: YamlImport): string[] => r.problems.map(formatProblem);
export const warnings = (r: YamlImport): string[] => r.warnings.map(formatProblem);
export const codes = (r: YamlImport): string[] => [...r.problems, ...r.warnings].map((p) => p.code);

/** 1-based line of the first line containing `needle`. */
export function lineOf(text: string, needle: string): number {
  const i = text.split('\n').findIndex((l) => l.includes(needle));
  if (i < 0) throw new Error(`'${needle}' not in text`);
  return i + 1;
}

/** `line:col` of `token` on the first line containing `lineNeedle` (1-based, as in problems). */
export function posOf(text: string, lineNeedle: string, token = lineNeedle): string {
  const line = lineOf(text, lineNeedle);
  const col = (text.split('\n')[line - 1] as string).indexOf(token);
  if (col < 0) throw new Error(`'${token}' not on line ${line}`);
  return `${line}:${col + 1}`;
}
