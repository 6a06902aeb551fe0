/**
 * Turns zod issues into one line each, `steps[3].do.rack: expected string, got number`, naming the
 * JSON path and what was expected. Unions are resolved to the branch the author meant (a step with
 * `do` is a command, one with `expect` an expectation), so errors never read "Invalid input".
 */
import type { z } from 'zod';

type Issue = z.core.$ZodIssue;
/** zod 4 adds these to a discriminated union's miss at runtime; its typings omit them. */
interface DiscriminatorMiss {
  readonly note?: string;
  readonly discriminator?: string;
  readonly options?: readonly unknown[];
}
const isDiscriminatorMiss = (i: Issue) =>
  i.code === 'invalid_union' && (i as DiscriminatorMiss).note === 'No matching discriminator';
type Key = PropertyKey;

export function formatPath(path: readonly Key[]): string {
  let out = '';
  for (const k of path) {
    if (typeof k === 'number') out += `[${k}]`;
    else out += out === '' ? String(k) : `.${String(k)}`;
  }
  return out === '' ? '(file)' : out;
}

function valueAt(root: unknown, path: readonly Key[]): unknown {
  let v = root;
  for (const k of path) {
    if (v === null || typeof v !== 'object') return undefined;
    v = (v as Record<Key, unknown>)[k];
  }
  return v;
}

function describe(v: unknown): string {
  if (v === undefined) return 'nothing';
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'an array';
  if (typeof v === 'object') return 'an object';
  if (typeof v === 'string') return `string ${JSON.stringify(v.length > 40 ? `${v.slice(0, 40)}…` : v)}`;
  return `${typeof v} ${String(v)}`;
}

const quoted = (xs: readonly unknown[]) => xs.map((x) => `'${String(x)}'`).join(', ');

/** Index of the union branch the input was meant for, or -1 when it cannot be told. */
function intendedBranch(value: unknown, branches: readonly Issue[][]): number {
  if (value !== null && typeof value === 'object' && branches.length === 2) {
    // stepSchema = union([doStep, expectStep])
    if ('do' in value && !('expect' in value)) return 0;
    if ('expect' in value && !('do' in value)) return 1;
  }
  let best = -1;
  let fewest = Infinity;
  branches.forEach((b, i) => {
    const misses = b.some(isDiscriminatorMiss);
    const score = b.length + (misses ? 100 : 0);
    if (score < fewest) [best, fewest] = [i, score];
  });
  return best;
}

function formatOne(issue: Issue, root: unknown, base: readonly Key[], out: string[]): void {
  const path = [...base, ...issue.path];
  const at = formatPath(path);
  const value = valueAt(root, path);
  switch (issue.code) {
    case 'invalid_type':
      out.push(
        `${at}: expected ${issue.expected}${value === undefined ? ' (missing)' : `, got ${describe(value)}`}`,
      );
      return;
    case 'unrecognized_keys':
      out.push(`${at}: unknown field${issue.keys.length > 1 ? 's' : ''} ${quoted(issue.keys)}`);
      return;
    case 'invalid_value':
      out.push(`${at}: expected one of ${quoted(issue.values)}, got ${describe(value)}`);
      return;
    case 'invalid_union': {
      if (isDiscriminatorMiss(issue)) {
        const what = (issue as DiscriminatorMiss).discriminator ?? 'kind';
        const known = (issue as DiscriminatorMiss).options ?? [];
        const got = typeof value === 'string' ? JSON.stringify(value) : describe(value);
        out.push(`${at}: unknown ${what} ${got} (known: ${known.join(', ')})`);
        return;
      }
      const isStepUnion =
        issue.errors[1]?.some((x) => isDiscriminatorMiss(x) && x.path[0] === 'expect') ?? false;
      if (
        isStepUnion &&
        value !== null &&
        typeof value === 'object' &&
        !('do' in value) &&
        !('expect' in value)
      ) {
        out.push(`${at}: expected a step with \`do\` (a command) or \`expect\` (an expectation)`);
        return;
      }
      const branch = intendedBranch(value, issue.errors);
      if (branch < 0) {
        out.push(`${at}: ${issue.message}`);
        return;
      }
      for (const sub of issue.errors[branch] ?? []) formatOne(sub, root, path, out);
      return;
    }
    case 'too_small':
    case 'too_big': {
      const op = issue.code === 'too_small' ? (issue.inclusive ? '≥' : '>') : issue.inclusive ? '≤' : '<';
      const what = issue.origin === 'array' || issue.origin === 'string' ? ` ${issue.origin} of length` : '';
      out.push(
        `${at}: expected${what} ${op} ${String(issue.code === 'too_small' ? issue.minimum : issue.maximum)}, got ${describe(value)}`,
      );
      return;
    }
    case 'invalid_format':
      out.push(`${at}: ${issue.message}, got ${describe(value)}`);
      return;
    default:
      out.push(`${at}: ${issue.message}`);
  }
}

/** One line per issue, in file order of the paths. */
export function formatIssues(issues: readonly Issue[], input: unknown): string[] {
  const out: string[] = [];
  for (const i of issues) formatOne(i, input, [], out);
  return [...new Set(out)];
}
