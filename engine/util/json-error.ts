/**
 * Where a JSON text first goes wrong. JSON.parse's messages differ between engines and often carry
 * no position (V8: `Unexpected token ']', "…" is not valid JSON`), so this small scanner finds the
 * offset itself. It is also run before JSON.parse to refuse what JSON.parse accepts but a scenario
 * must not hold: nesting beyond a depth limit (the schema and the walkers behind it recurse) and
 * duplicate keys (JSON.parse keeps the last one silently). The `yaml` dependency could parse JSON
 * with `uniqueKeys` and positions, but its duplicate check is quadratic in a map's size and it builds
 * a node tree several times the text; this scan is linear and allocates only a key set per open
 * object. It is iterative (an explicit stack), so hostile nesting cannot overflow the call stack.
 */
import { MAX_JSON_DEPTH } from '../limits.ts';

export interface JsonSyntaxError {
  readonly offset: number;
  readonly line: number;
  readonly column: number;
  readonly reason: string;
  /** JSON path of a duplicate key or a key of SPECIAL_KEYS. */
  readonly path?: string;
  /** The refused key, for a message in the reader's language. */
  readonly key?: { readonly kind: 'duplicate' | 'special'; readonly name: string };
}

class Fail {
  constructor(
    readonly offset: number,
    readonly reason: string,
    readonly path?: string,
    readonly key?: JsonSyntaxError['key'],
  ) {}
}

interface Frame {
  readonly object: boolean;
  /** Current key (object) or index (array). */
  at: string | number;
  readonly keys: Set<string> | null;
}

interface ScanOptions {
  readonly maxDepth: number;
  readonly duplicates: boolean;
}

/**
 * Keys JavaScript treats specially: `__proto__` can reach an object's prototype, and `constructor`
 * or `prototype` shadow what code reads from it. Where such a key lands in a record (a `match`, a
 * set of options) the constraint it carries would silently vanish, so every loader refuses them.
 */
export const SPECIAL_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);

function pathOf(stack: readonly Frame[]): string {
  let out = '';
  for (const f of stack) {
    if (typeof f.at === 'number') out += `[${f.at}]`;
    else out += out === '' ? f.at : `.${f.at}`;
  }
  return out === '' ? '(file)' : out;
}

function scan(text: string, opts: ScanOptions): void {
  let i = 0;
  const stack: Frame[] = [];
  const ws = () => {
    while (i < text.length && ' \t\n\r'.includes(text[i] as string)) i++;
  };
  const fail = (reason: string): never => {
    throw new Fail(i, reason);
  };
  const shown = () => (i >= text.length ? 'end of file' : `'${text[i]}'`);
  const literal = (word: string) => {
    if (text.startsWith(word, i)) i += word.length;
    else fail(`unexpected ${shown()}`);
  };
  const string = (): number => {
    const start = i;
    i++; // opening quote
    while (i < text.length && text[i] !== '"') {
      const c = text.charCodeAt(i);
      if (c < 0x20) fail('unescaped control character in string');
      i += text[i] === '\\' ? 2 : 1;
    }
    if (i >= text.length) fail('unterminated string');
    i++;
    return start;
  };
  const number = () => {
    const m = /-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/y;
    m.lastIndex = i;
    const r = m.exec(text);
    if (!r) fail(`unexpected ${shown()}`);
    i += (r as RegExpExecArray)[0].length;
  };
  const key = (frame: Frame) => {
    ws();
    if (text[i] !== '"') fail(`expected a double-quoted property name, got ${shown()}`);
    const start = string();
    let k: string;
    try {
      k = JSON.parse(text.slice(start, i)) as string;
    } catch {
      k = text.slice(start + 1, i - 1);
    }
    frame.at = k;
    if (opts.duplicates && SPECIAL_KEYS.has(k))
      throw new Fail(
        start,
        `key ${JSON.stringify(k)} is not allowed (JavaScript treats it specially)`,
        pathOf(stack),
        { kind: 'special', name: k },
      );
    if (frame.keys) {
      if (frame.keys.has(k)) {
        throw new Fail(start, `duplicate key ${JSON.stringify(k)}`, pathOf(stack), {
          kind: 'duplicate',
          name: k,
        });
      }
      frame.keys.add(k);
    }
    ws();
    if (text[i] !== ':') fail(`expected ':', got ${shown()}`);
    i++;
  };
  /** Reads one value; true when it opened a non-empty container whose first value is next. */
  const value = (): boolean => {
    ws();
    const c = text[i];
    if (c === '{' || c === '[') {
      if (stack.length >= opts.maxDepth) fail(`nesting deeper than ${opts.maxDepth} levels (MAX_JSON_DEPTH)`);
      const object = c === '{';
      i++;
      ws();
      const close = object ? '}' : ']';
      if (text[i] === close) {
        i++;
        return false;
      }
      const frame: Frame = { object, at: 0, keys: object && opts.duplicates ? new Set() : null };
      stack.push(frame);
      if (object) key(frame);
      return true;
    }
    if (c === '"') string();
    else if (c === 't') literal('true');
    else if (c === 'f') literal('false');
    else if (c === 'n') literal('null');
    else if (c === '-' || (c !== undefined && c >= '0' && c <= '9')) number();
    else fail(i >= text.length ? 'unexpected end of file' : `unexpected ${shown()}, expected a value`);
    return false;
  };

  // After a value: read the next element, or close the container.
  let pending = value();
  while (pending || stack.length > 0) {
    if (pending) {
      pending = value();
      continue;
    }
    const frame = stack[stack.length - 1] as Frame;
    const close = frame.object ? '}' : ']';
    ws();
    if (text[i] === ',') {
      i++;
      ws();
      if (text[i] === close) fail(`trailing comma before '${close}'`);
      if (frame.object) key(frame);
      else frame.at = (frame.at as number) + 1;
      pending = true;
    } else if (text[i] === close) {
      i++;
      stack.pop();
    } else fail(`expected ',' or '${close}', got ${shown()}`);
  }
  ws();
  if (i < text.length) fail(`unexpected ${shown()} after the end of the document`);
}

function located(text: string, run: () => void): JsonSyntaxError | null {
  try {
    run();
    return null;
  } catch (e) {
    if (!(e instanceof Fail)) throw e;
    let line = 1;
    let lineStart = 0;
    for (let j = text.indexOf('\n'); j !== -1 && j < e.offset; j = text.indexOf('\n', j + 1)) {
      line++;
      lineStart = j + 1;
    }
    const where = { offset: e.offset, line, column: e.offset - lineStart + 1, reason: e.reason };
    return e.path === undefined ? where : { ...where, path: e.path, ...(e.key ? { key: e.key } : {}) };
  }
}

/** The first syntax error of `text`, or null if it is valid JSON. */
export function findJsonError(text: string): JsonSyntaxError | null {
  return located(text, () => scan(text, { maxDepth: Infinity, duplicates: false }));
}

/**
 * The first problem of `text` as a scenario's JSON: a syntax error, nesting deeper than
 * MAX_JSON_DEPTH, a duplicate key or a key of SPECIAL_KEYS (named by its path). Null when JSON.parse
 * may be trusted with it.
 */
export function findJsonProblem(text: string, maxDepth = MAX_JSON_DEPTH): JsonSyntaxError | null {
  return located(text, () => scan(text, { maxDepth, duplicates: true }));
}

/** A JSON text parsed after findJsonProblem found nothing; else the problem, located. */
export type StrictJson = { ok: true; value: unknown } | { ok: false; problem: JsonSyntaxError };

/**
 * JSON.parse for every loader (scenarios, lessons, progress, share links, traces, CLI files):
 * refuses duplicate keys, SPECIAL_KEYS and deep nesting with path, line and column first.
 */
export function parseJsonStrict(text: string, maxDepth = MAX_JSON_DEPTH): StrictJson {
  const problem = findJsonProblem(text, maxDepth);
  if (problem) return { ok: false, problem };
  return { ok: true, value: JSON.parse(text) as unknown };
}

/** `path: reason (line L, column C)`, or `reason at line L, column C` without a path: one line. */
export function jsonProblemText(p: JsonSyntaxError): string {
  return p.path !== undefined
    ? `${p.path}: ${p.reason} (line ${p.line}, column ${p.column})`
    : `${p.reason} at line ${p.line}, column ${p.column}`;
}
