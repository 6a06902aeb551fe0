/**
 * SchemeBoard safety, checked during faults too (beside the monotonic / convergence checker):
 *
 * - described: every `schema.view` that shows a description (version > 0) shows a (path, owner
 *   generation, version) its SchemeShard described: one of the populator's initial descriptions
 *   (`op.started sb.populate` `<owner>:g<generation>`, whose content is initSchema's) or a later one
 *   (`op.started sb.update` `<owner>:<localPathId>:v<version>`, emitted by the populator of the
 *   generation last started on that node). Replicas, subscribers and caches only pass descriptions on.
 *
 * - no resurrection: once a node's scheme cache showed a path deleted at (generation g, version v)
 *   and that deletion was committed (`schema.committed` of version >= v by the SchemeShard of
 *   generation g: a majority of every counted ring group holds it), no later view on that node —
 *   after a restart of its cache too — shows the path alive at (generation, version) <= (g, v). A
 *   restarted subscriber waits for a majority of replicas (subscriber.cpp) and that majority meets
 *   the one holding the deletion, so it can only see the deletion or something newer. The memory is
 *   the node's, kept across restarts, since the cache itself forgets everything.
 */
import type { World } from '../../../kernel/actor.ts';
import { initSchema } from '../schema.ts';
import type { InvariantChecker } from '../../checker.ts';

interface Version {
  readonly generation: number;
  readonly version: number;
}
const notAfter = (a: Version, b: Version) =>
  a.generation < b.generation || (a.generation === b.generation && a.version <= b.version);

export function createSchemeBoardSafetyChecker(_world: World): InvariantChecker {
  /** node -> owner -> generation of the populator last started there */
  const populators = new Map<number, Map<string, number>>();
  /** `path|generation|version` */
  const described = new Set<string>();
  /** `path|generation` -> highest committed version */
  const committed = new Map<string, number>();
  /** `node|path` -> newest deletion that node's cache showed */
  const deletes = new Map<string, Version>();

  const describe = (path: string, generation: number, version: number) =>
    described.add(`${path}|${generation}|${version}`);

  return {
    name: 'schemeboard-described-no-resurrection',
    observe(e) {
      switch (e.kind) {
        case 'op.started': {
          if (e.subsystem !== 'schemeboard') return [];
          if (e.op === 'sb.populate') {
            const i = e.opId.lastIndexOf(':g');
            const owner = e.opId.slice(0, i);
            const generation = Number(e.opId.slice(i + 2));
            let m = populators.get(e.node);
            if (!m) populators.set(e.node, (m = new Map()));
            m.set(owner, generation);
            for (const d of initSchema(owner, generation).objects.values())
              describe(d.path, generation, d.version);
          } else if (e.op === 'sb.update') {
            const m = /^(.+):\d+:v(\d+)$/.exec(e.opId); // a client's op id is an actor key: no match
            const generation = m ? populators.get(e.node)?.get(m[1]!) : undefined;
            if (m && generation !== undefined) describe(e.key, generation, Number(m[2]));
          }
          return [];
        }
        case 'schema.committed': {
          // the SchemeShard and its populator share a node
          for (const generation of populators.get(e.node)?.values() ?? []) {
            const k = `${e.path}|${generation}`;
            committed.set(k, Math.max(committed.get(k) ?? 0, e.version));
          }
          return [];
        }
        case 'schema.view': {
          if (e.version === 0) return []; // "does not exist", no description
          const out: string[] = [];
          const shown = `g${e.generation} v${e.version}`;
          if (!described.has(`${e.path}|${e.generation}|${e.version}`))
            out.push(`n${e.node} ${e.path}: shows ${shown}, which its SchemeShard never described`);
          const k = `${e.node}|${e.path}`;
          const del = deletes.get(k);
          if (e.deleted) {
            if (!del || notAfter(del, e)) deletes.set(k, { generation: e.generation, version: e.version });
          } else if (
            del &&
            notAfter(e, del) &&
            (committed.get(`${e.path}|${del.generation}`) ?? 0) >= del.version
          ) {
            out.push(
              `n${e.node} ${e.path}: shows ${shown} alive, but its cache showed the committed deletion g${del.generation} v${del.version}`,
            );
          }
          return out;
        }
        default:
          return [];
      }
    },
  };
}
