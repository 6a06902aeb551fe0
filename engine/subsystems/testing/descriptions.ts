/** SchemeBoard path descriptions for tests (a directory by default). */
import type { PathDescription } from '../schemeboard/messages.ts';

export function desc(path: string, version: number, extra: Partial<PathDescription> = {}): PathDescription {
  return {
    path,
    owner: '72057594046678944',
    generation: 2,
    localPathId: 2,
    version,
    deleted: false,
    object: { type: 'dir' },
    children: [],
    acl: '+F:root@builtin',
    ...extra,
  };
}
