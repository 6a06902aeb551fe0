import type { LineCounter } from 'yaml';
import type { Problem, ProblemCode } from '../config/problems.ts';
import type { Subsystem } from '../config/types.ts';
import { MAX_REPORTED } from './limits.ts';
import { yamlEnglish, yt, type YamlText } from './messages.ts';

/** Codes of the importer's own findings; placement problems keep the validator's codes. */
export type YamlProblemCode =
  | 'too-large'
  | 'too-deep'
  | 'limit'
  | 'syntax'
  | 'unknown-tag'
  | 'empty'
  | 'wrong-type'
  | 'missing'
  | 'bad-value'
  | 'conflict'
  | 'duplicate-key'
  | 'duplicate-node-id'
  | 'unknown-key'
  | 'ignored'
  | 'bridge'
  | 'placeholder-location'
  | 'generated-config'
  | 'internal';

/** A finding about the YAML file, named by its YAML path and (when it has one) line:col. */
export interface YamlProblem {
  readonly severity: 'error' | 'warning';
  readonly code: YamlProblemCode | ProblemCode;
  /** Dotted path from the document root, e.g. `domains_config.state_storage[0].ring.node[2]`. */
  readonly path: string;
  /** 1-based; absent for generated parts and whole-file findings. */
  readonly line?: number;
  readonly col?: number;
  /** English, as the CLI prints it: `text` said by messages.ts. */
  readonly message: string;
  /** The message as a key and values, for the page to say in its language. */
  readonly text: YamlText;
  /** Placement problems: the validator's own finding, for the page to say in its language. */
  readonly placement?: Problem;
  /** Placement problems: the subsystems whose config shows it (one YAML entry may feed all three). */
  readonly subsystems?: readonly Subsystem[];
}

/** Where a finding points: a path and, when the node exists in the file, its source offset. */
export interface Loc {
  readonly path: string;
  readonly offset?: number;
}

/** `path (line L:C): message` — the one-line form used by the CLI and the tests. */
export function formatProblem(p: YamlProblem): string {
  const where = p.path === '' ? '(document)' : p.path;
  const pos = p.line === undefined ? '' : ` (line ${p.line}:${p.col ?? 1})`;
  return `${where}${pos}: ${p.message}`;
}

/** Collects findings, at most MAX_REPORTED of each severity, then counts the rest. */
export class Reporter {
  private readonly errors: YamlProblem[] = [];
  private readonly warns: YamlProblem[] = [];
  private droppedErrors = 0;
  private droppedWarnings = 0;

  constructor(private readonly lines?: LineCounter) {}

  get errorCount(): number {
    return this.errors.length + this.droppedErrors;
  }

  error(code: YamlProblemCode, at: Loc, text: YamlText): void {
    this.add({ severity: 'error', code, ...this.position(at), message: yamlEnglish(text), text });
  }

  warn(code: YamlProblemCode, at: Loc, text: YamlText): void {
    this.add({ severity: 'warning', code, ...this.position(at), message: yamlEnglish(text), text });
  }

  add(p: YamlProblem): void {
    const list = p.severity === 'error' ? this.errors : this.warns;
    if (list.length < MAX_REPORTED) list.push(p);
    else if (p.severity === 'error') this.droppedErrors++;
    else this.droppedWarnings++;
  }

  position(at: Loc): { path: string; line?: number; col?: number } {
    if (at.offset === undefined || this.lines === undefined) return { path: at.path };
    const { line, col } = this.lines.linePos(at.offset);
    return { path: at.path, line, col };
  }

  result(): { problems: YamlProblem[]; warnings: YamlProblem[] } {
    const more = (n: number, severity: 'error' | 'warning'): YamlProblem[] => {
      const text = yt(severity === 'error' ? 'more-not-listed-error' : 'more-not-listed-warning', {
        count: n,
      });
      return n === 0 ? [] : [{ severity, code: 'limit', path: '', message: yamlEnglish(text), text }];
    };
    return {
      problems: [...this.errors, ...more(this.droppedErrors, 'error')],
      warnings: [...this.warns, ...more(this.droppedWarnings, 'warning')],
    };
  }
}
