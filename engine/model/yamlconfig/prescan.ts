/**
 * Cheap linear checks run before the YAML parser: file size, indentation and flow-collection
 * nesting. The parser recurses per nesting level (and its lexer slows down on deep block
 * nesting), so depth is bounded here, by a scan that never recurses.
 */
import { MAX_YAML_FILE_BYTES, MAX_FLOW_DEPTH, MAX_INDENT_COLUMNS } from './limits.ts';

export type PrescanFailure =
  | { readonly kind: 'too-large'; readonly bytes: number }
  | { readonly kind: 'indent'; readonly offset: number; readonly columns: number }
  | { readonly kind: 'flow'; readonly offset: number };

/** UTF-8 length of a string, stopping early once past `limit`. */
export function utf8Length(text: string, limit = Infinity): number {
  let bytes = 0;
  for (let i = 0; i < text.length && bytes <= limit; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x80) bytes += 1;
    else if (c < 0x800) bytes += 2;
    else if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length) {
      bytes += 4; // surrogate pair: one 4-byte code point
      i++;
    } else bytes += 3;
  }
  return bytes;
}

const TOKEN_START = new Set(['', ' ', '\t', '\n', '\r', '[', '{', ',']);

/**
 * Returns the first reason to refuse the text, or undefined. Flow nesting counts only brackets
 * that can open a collection (after whitespace, `[`, `{` or `,`), skipping quoted scalars and
 * comments, so `rack: a[1]` does not count; the scan can only over-count in block scalars.
 */
export function prescan(text: string): PrescanFailure | undefined {
  if (text.length > MAX_YAML_FILE_BYTES) return { kind: 'too-large', bytes: utf8Length(text) };
  const bytes = utf8Length(text, MAX_YAML_FILE_BYTES);
  if (bytes > MAX_YAML_FILE_BYTES) return { kind: 'too-large', bytes: utf8Length(text) };
  let depth = 0;
  let quote: '' | "'" | '"' = '';
  let comment = false;
  let lineStart = true;
  let indent = 0;
  let prev = '';
  for (let i = 0; i < text.length; i++) {
    const ch = text[i] as string;
    if (ch === '\n') {
      comment = false;
      lineStart = true;
      indent = 0;
      prev = ch;
      continue;
    }
    if (lineStart) {
      if (ch === ' ') {
        if (++indent > MAX_INDENT_COLUMNS) return { kind: 'indent', offset: i, columns: indent };
        prev = ch;
        continue;
      }
      lineStart = false;
    }
    if (comment) continue;
    if (quote !== '') {
      if (quote === '"' && ch === '\\') i++;
      else if (ch === quote) quote = '';
      prev = ch;
      continue;
    }
    const atTokenStart = TOKEN_START.has(prev);
    if (ch === '#' && atTokenStart) comment = true;
    else if ((ch === "'" || ch === '"') && (atTokenStart || prev === ':')) quote = ch;
    else if ((ch === '[' || ch === '{') && atTokenStart) {
      if (++depth > MAX_FLOW_DEPTH) return { kind: 'flow', offset: i };
    } else if ((ch === ']' || ch === '}') && depth > 0) depth--;
    prev = ch;
  }
  return undefined;
}
