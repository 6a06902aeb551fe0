/**
 * lz-string's `decompressFromEncodedURIComponent` with a budget on what it produces. The library's
 * decoder has no limit: each code can stand for a longer run than the one before, so a 70 000-char
 * link unpacks to 450 M characters and a 376 000-char one exhausts the heap before anything can
 * look at it. This is the same algorithm (lz-string 1.5, MIT, `_decompress` with 6-bit URI-safe
 * input) that stops as soon as the output would pass `maxChars`. Every dictionary entry is a
 * previous output plus one character, so bounding the output bounds the dictionary too.
 */
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+-$';
const VALUE = new Map([...ALPHABET].map((c, i) => [c, i]));

export type Unpacked =
  | { readonly ok: true; readonly text: string }
  | { readonly ok: false; readonly reason: 'damaged' }
  | { readonly ok: false; readonly reason: 'too-long'; readonly chars: number };

class Bits {
  private index = 1;
  private position = 32;
  private value: number;
  constructor(private readonly input: string) {
    this.value = this.at(0);
  }
  private at(i: number): number {
    return VALUE.get(this.input.charAt(i)) ?? 0;
  }
  get exhausted(): boolean {
    return this.index > this.input.length;
  }
  /** `n` bits, least significant first (lz-string's order). */
  read(n: number): number {
    let bits = 0;
    for (let i = 0; i < n; i++) {
      const bit = this.value & this.position;
      this.position >>= 1;
      if (this.position === 0) {
        this.position = 32;
        this.value = this.at(this.index++);
      }
      if (bit > 0) bits |= 1 << i;
    }
    return bits >>> 0;
  }
}

/** Unpacks a `?s=` value, refusing it once the text would pass `maxChars`. */
export function unpackBounded(param: string, maxChars: number): Unpacked {
  if (param === '') return { ok: false, reason: 'damaged' };
  const bits = new Bits(param.replace(/ /g, '+'));
  const damaged = { ok: false, reason: 'damaged' } as const;
  const dictionary: string[] = ['', '', ''];
  let enlargeIn = 4;
  let numBits = 3;
  const literal = (kind: number): string | null =>
    kind === 0 ? String.fromCharCode(bits.read(8)) : kind === 1 ? String.fromCharCode(bits.read(16)) : null;
  const first = literal(bits.read(2));
  if (first === null) return damaged;
  dictionary.push(first);
  let w = first;
  const result: string[] = [first];
  let length = first.length;
  for (;;) {
    if (bits.exhausted) return damaged;
    let c = bits.read(numBits);
    if (c === 2) return { ok: true, text: result.join('') };
    if (c === 0 || c === 1) {
      dictionary.push(literal(c) as string);
      c = dictionary.length - 1;
      enlargeIn--;
    }
    if (enlargeIn === 0) {
      enlargeIn = 2 ** numBits;
      numBits++;
    }
    let entry: string;
    const known = c < dictionary.length && c >= 3 ? dictionary[c] : undefined;
    if (known !== undefined) entry = known;
    else if (c === dictionary.length) entry = w + w.charAt(0);
    else return damaged;
    length += entry.length;
    if (length > maxChars) return { ok: false, reason: 'too-long', chars: length };
    result.push(entry);
    dictionary.push(w + entry.charAt(0));
    enlargeIn--;
    w = entry;
    if (enlargeIn === 0) {
      enlargeIn = 2 ** numBits;
      numBits++;
    }
  }
}
