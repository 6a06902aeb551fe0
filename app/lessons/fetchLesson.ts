/** Fetches public/lessons files; every problem is a line naming the file (and the JSON path). */
import { jsonProblemText, parseJsonStrict } from '../../engine/index.ts';
import { inFile, parseLesson, parseLessonIndex, type LessonParse, type IndexParse } from './load.ts';

const url = (file: string) => `${import.meta.env.BASE_URL}lessons/${encodeURIComponent(file)}`;

async function fetchJson(file: string): Promise<{ ok: true; value: unknown } | { ok: false; error: string }> {
  try {
    const res = await fetch(url(file));
    if (!res.ok) return { ok: false, error: `lessons/${file}: HTTP ${res.status}` };
    const text = await res.text();
    if (text.trimStart().startsWith('<')) return { ok: false, error: `lessons/${file}: no such file` };
    // Duplicate and specially treated keys are refused, not silently resolved by JSON.parse.
    const json = parseJsonStrict(text);
    if (!json.ok) return { ok: false, error: `lessons/${file}: ${jsonProblemText(json.problem)}` };
    return { ok: true, value: json.value };
  } catch (e) {
    return { ok: false, error: `lessons/${file}: ${e instanceof Error ? e.message : String(e)}` };
  }
}

export async function fetchLessonIndex(): Promise<IndexParse> {
  const r = await fetchJson('index.json');
  if (!r.ok) return { ok: false, errors: [r.error] };
  const p = parseLessonIndex(r.value);
  return p.ok ? p : { ok: false, errors: inFile('lessons/index.json', p.errors) };
}

export async function fetchLesson(file: string): Promise<LessonParse> {
  const r = await fetchJson(file);
  if (!r.ok) return { ok: false, errors: [r.error] };
  const p = parseLesson(r.value);
  return p.ok ? p : { ok: false, errors: inFile(`lessons/${file}`, p.errors) };
}
