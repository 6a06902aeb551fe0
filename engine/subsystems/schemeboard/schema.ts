/**
 * The SchemeShard's schema: paths with their descriptions, PathIds and versions (a pure model of
 * ydb/core/tx/schemeshard's path elements). Every change bumps the path's version; creating or
 * dropping a child also bumps its parent directory (whose description lists its children), as a
 * SchemeShard publishes the parent too. A drop leaves a versioned tombstone. Versions of a path name
 * keep rising across drop / re-create (the new object gets a new PathId).
 */
import type { SchemaObject } from './commands.ts';
import { assertNever } from '../../util/assert.ts';
import type { PathDescription, SchemaOp } from './messages.ts';

const ROOT_PATH = '/Root';
const ROOT_ACL = '+F:root@builtin';

export interface SchemaState {
  readonly owner: string;
  readonly generation: number;
  readonly objects: Map<string, PathDescription>;
  nextLocalPathId: number;
}

export type ChangeResult =
  | { readonly ok: true; readonly version: number; readonly changed: readonly PathDescription[] }
  | { readonly ok: false; readonly detail: string };

export function initSchema(owner: string, generation: number): SchemaState {
  const root: PathDescription = {
    path: ROOT_PATH,
    owner,
    generation,
    localPathId: 1,
    version: 1,
    deleted: false,
    object: { type: 'dir' },
    children: [],
    acl: ROOT_ACL,
  };
  return { owner, generation, objects: new Map([[ROOT_PATH, root]]), nextLocalPathId: 2 };
}

export function parentOf(path: string): string {
  const i = path.lastIndexOf('/');
  return i <= 0 ? '' : path.slice(0, i);
}

const live = (d: PathDescription | undefined): d is PathDescription => d !== undefined && !d.deleted;

function withParent(s: SchemaState, path: string, child: string, add: boolean): PathDescription {
  const p = s.objects.get(parentOf(path))!;
  const children = add ? [...p.children, child].sort() : p.children.filter((c) => c !== child);
  const next = { ...p, children, version: p.version + 1, generation: s.generation };
  s.objects.set(p.path, next);
  return next;
}

export function applyChange(
  s: SchemaState,
  op: SchemaOp,
  path: string,
  object: SchemaObject | null,
): ChangeResult {
  const cur = s.objects.get(path);
  const name = path.slice(parentOf(path).length + 1);
  const base = { path, owner: s.owner, generation: s.generation };
  switch (op) {
    case 'create': {
      if (live(cur)) return { ok: false, detail: 'path exists' };
      const parent = s.objects.get(parentOf(path));
      if (!live(parent) || parent.object?.type !== 'dir')
        return { ok: false, detail: 'parent is not a directory' };
      const d: PathDescription = {
        ...base,
        localPathId: s.nextLocalPathId++,
        version: (s.objects.get(path)?.version ?? 0) + 1,
        deleted: false,
        object: object ?? { type: 'dir' },
        children: [],
        acl: parent.acl,
      };
      s.objects.set(path, d);
      return { ok: true, version: d.version, changed: [d, withParent(s, path, name, true)] };
    }
    case 'alter': {
      if (!live(cur)) return { ok: false, detail: 'path does not exist' };
      if (!object || object.type !== cur.object?.type)
        return { ok: false, detail: 'alter must keep the object type' };
      const d: PathDescription = { ...cur, ...base, version: cur.version + 1, object };
      s.objects.set(path, d);
      return { ok: true, version: d.version, changed: [d] };
    }
    case 'drop': {
      if (!live(cur)) return { ok: false, detail: 'path does not exist' };
      if (path === ROOT_PATH) return { ok: false, detail: 'cannot drop the root' };
      if (cur.children.length > 0) return { ok: false, detail: 'directory is not empty' };
      const d: PathDescription = {
        ...cur,
        ...base,
        version: cur.version + 1,
        deleted: true,
        object: null,
        children: [],
      };
      s.objects.set(path, d);
      return { ok: true, version: d.version, changed: [d, withParent(s, path, name, false)] };
    }
    default:
      return assertNever(op, 'schema op');
  }
}
