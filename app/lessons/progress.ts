/** Which lessons a person finished, kept in localStorage (a bad or missing value is no progress). */
import { z } from 'zod';
import { MAX_LESSONS, parseJsonStrict } from '../../engine/index.ts';

const PROGRESS_KEY = 'quorumscope.lessons.done';
const progressSchema = z.array(z.string().max(64)).max(MAX_LESSONS);

export function readProgress(storage: Pick<Storage, 'getItem'> | null): ReadonlySet<string> {
  try {
    const raw = storage?.getItem(PROGRESS_KEY);
    if (!raw) return new Set();
    const json = parseJsonStrict(raw);
    if (!json.ok) return new Set();
    const r = progressSchema.safeParse(json.value);
    return new Set(r.success ? r.data : []);
  } catch {
    return new Set();
  }
}

export function writeProgress(storage: Pick<Storage, 'setItem'> | null, done: ReadonlySet<string>): void {
  try {
    storage?.setItem(PROGRESS_KEY, JSON.stringify([...done].slice(0, MAX_LESSONS)));
  } catch {
    // storage full or disabled: progress lasts for this page only
  }
}
