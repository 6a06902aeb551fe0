/**
 * lz-string codes of one long run of a character, written token by token: each code repeats the
 * previous output plus one character, so `tokens` codes unpack to about tokens²/2 characters. Tests
 * build links with it that unpack far beyond their length (30 000 codes: a 70 000-char link of
 * 450 M characters), which the library's own compressor would take minutes to produce.
 */
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+-$';

export function lzRunLink(char: string, tokens: number): string {
  let out = '';
  let acc = 0;
  let filled = 0;
  const write = (value: number, n: number) => {
    for (let i = 0; i < n; i++) {
      acc = (acc << 1) | ((value >> i) & 1);
      if (++filled === 6) {
        out += ALPHABET.charAt(acc);
        acc = 0;
        filled = 0;
      }
    }
  };
  write(0, 2);
  write(char.charCodeAt(0), 8);
  // The decoder's code width: 3 bits after the first literal, one more each time enlargeIn runs out.
  let dictSize = 4;
  let numBits = 3;
  let enlargeIn = 4;
  for (let t = 0; t < tokens; t++) {
    write(dictSize, numBits);
    dictSize++;
    if (--enlargeIn === 0) {
      enlargeIn = 2 ** numBits;
      numBits++;
    }
  }
  write(2, numBits);
  if (filled > 0) write(0, 6 - filled);
  return out;
}
