/**
 * Where a JSON text first goes wrong. JSON.parse's messages differ between engines and often carry
 * no position (V8: `Unexpected token ']', "…" is not valid JSON`), so this small scanner finds the
 * offset itself; it is only run after JSON.parse has failed.
 */

export interface JsonSyntaxError {
  readonly offset: number;
  readonly line: number;
  readonly column: number;
  readonly reason: string;
}

class Fail {
  constructor(
    readonly offset: number,
    readonly reason: string,
  ) {}
}

function scan(text: string): void {
  let i = 0;
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
  const string = () => {
    i++; // opening quote
    while (i < text.length && text[i] !== '"') {
      const c = text.charCodeAt(i);
      if (c < 0x20) fail('unescaped control character in string');
      i += text[i] === '\\' ? 2 : 1;
    }
    if (i >= text.length) fail('unterminated string');
    i++;
  };
  const number = () => {
    const m = /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/.exec(text.slice(i));
    if (!m) fail(`unexpected ${shown()}`);
    i += (m as RegExpExecArray)[0].length;
  };
  const value = (): void => {
    ws();
    const c = text[i];
    if (c === '{') return container('}', true);
    if (c === '[') return container(']', false);
    if (c === '"') return string();
    if (c === 't') return literal('true');
    if (c === 'f') return literal('false');
    if (c === 'n') return literal('null');
    if (c === '-' || (c !== undefined && c >= '0' && c <= '9')) return number();
    fail(i >= text.length ? 'unexpected end of file' : `unexpected ${shown()}, expected a value`);
  };
  const container = (close: string, object: boolean) => {
    i++;
    ws();
    if (text[i] === close) {
      i++;
      return;
    }
    for (;;) {
      if (object) {
        ws();
        if (text[i] !== '"') fail(`expected a double-quoted property name, got ${shown()}`);
        string();
        ws();
        if (text[i] !== ':') fail(`expected ':', got ${shown()}`);
        i++;
      }
      value();
      ws();
      if (text[i] === ',') {
        i++;
        ws();
        if (text[i] === close) fail(`trailing comma before '${close}'`);
        continue;
      }
      if (text[i] === close) {
        i++;
        return;
      }
      fail(`expected ',' or '${close}', got ${shown()}`);
    }
  };
  value();
  ws();
  if (i < text.length) fail(`unexpected ${shown()} after the end of the document`);
}

/** The first syntax error of `text`, or null if it is valid JSON. */
export function findJsonError(text: string): JsonSyntaxError | null {
  try {
    scan(text);
    return null;
  } catch (e) {
    if (!(e instanceof Fail)) throw e;
    const before = text.slice(0, e.offset);
    const line = before.split('\n').length;
    return { offset: e.offset, line, column: e.offset - before.lastIndexOf('\n'), reason: e.reason };
  }
}
