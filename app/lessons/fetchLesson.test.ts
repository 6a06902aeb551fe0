import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchLesson } from './fetchLesson.ts';

const serve = (text: string) =>
  vi.stubGlobal('fetch', () => Promise.resolve(new Response(text, { status: 200 })));

describe('lesson files are read strictly', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('refuses a duplicate key with its path and line instead of keeping the last one', async () => {
    serve('{\n  "id": "a",\n  "id": "b"\n}');
    expect(await fetchLesson('dup.json')).toEqual({
      ok: false,
      errors: ['lessons/dup.json: id: duplicate key "id" (line 3, column 3)'],
    });
  });

  it('refuses a key JavaScript treats specially', async () => {
    serve('{"steps": [{"__proto__": {"text": "x"}}]}');
    expect(await fetchLesson('proto.json')).toEqual({
      ok: false,
      errors: [
        'lessons/proto.json: steps[0].__proto__: key "__proto__" is not allowed (JavaScript treats it specially) (line 1, column 13)',
      ],
    });
  });
});
