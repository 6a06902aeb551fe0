/**
 * An imported cluster in the page URL: `?config=` carries its YAML compressed with deflate-raw
 * (the browser's CompressionStream) and written in base64url. Decoding never throws: a link that
 * is too long, truncated or corrupt gives one plain sentence.
 */
import { tr } from '../i18n/index.ts';
import { YAML_LIMITS } from '../../engine/index.ts';

export const CONFIG_PARAM = 'config';
/** Longest `?config=` value written or read (characters); browsers and chat apps cut longer URLs. */
export const MAX_CONFIG_PARAM_CHARS = 16_000;

export type LinkDecode =
  { readonly ok: true; readonly text: string } | { readonly ok: false; readonly message: string };

function toBase64Url(bytes: Uint8Array): string {
  let bin = '';
  for (const b of bytes) bin += String.fromCharCode(b);
  return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(s: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9_-]*$/.test(s) || s.length % 4 === 1) return null;
  const bin = atob(s.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(bin, (c) => c.charCodeAt(0));
}

async function pipe(
  bytes: Uint8Array<ArrayBuffer>,
  stream: GenericTransformStream,
  limit: number,
): Promise<Uint8Array> {
  const reader = new Blob([bytes]).stream().pipeThrough(stream).getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.length;
    if (size > limit) {
      await reader.cancel();
      throw new RangeError('too large');
    }
    chunks.push(value);
  }
  const out = new Uint8Array(size);
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.length;
  }
  return out;
}

/** The `?config=` value of a YAML text; null when it would exceed MAX_CONFIG_PARAM_CHARS. */
export async function encodeConfigLink(text: string): Promise<string | null> {
  const packed = await pipe(new TextEncoder().encode(text), new CompressionStream('deflate-raw'), Infinity);
  const s = toBase64Url(packed);
  return s.length > MAX_CONFIG_PARAM_CHARS ? null : s;
}

export async function decodeConfigLink(param: string): Promise<LinkDecode> {
  if (param.length > MAX_CONFIG_PARAM_CHARS)
    return { ok: false, message: tr('share:configLink.tooLong', { max: MAX_CONFIG_PARAM_CHARS }) };
  const bytes = fromBase64Url(param.trim());
  if (!bytes || bytes.length === 0) return { ok: false, message: tr('share:configLink.notBase64') };
  try {
    const raw = await pipe(bytes, new DecompressionStream('deflate-raw'), YAML_LIMITS.MAX_YAML_FILE_BYTES);
    return { ok: true, text: new TextDecoder('utf-8', { fatal: true }).decode(raw) };
  } catch (e) {
    return e instanceof RangeError
      ? { ok: false, message: tr('share:configLink.tooBig') }
      : { ok: false, message: tr('share:configLink.corrupt') };
  }
}
