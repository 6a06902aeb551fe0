/**
 * SchemeBoard invariants, from the trace:
 * - monotonic: a node's scheme cache never moves a path backwards — every `schema.view` for
 *   (node, path) is newer than the previous one by (owner generation, version);
 * - convergence (checked in `finish`): once faults have healed (none active and none during the last
 *   `GRACE_US`), every live node that subscribed to a path shows at least the version the SchemeShard
 *   last reported committed (`schema.committed`) at least `SETTLE_US` before the end.
 * A node that goes down loses its cache, so its history starts again after a restart.
 */
import type { World } from '../../../kernel/actor.ts';
import { clusterStatusFold, isQuiet } from '../../../folds/clusterStatus.ts';
import { GRACE_US, SETTLE_US, type InvariantChecker } from '../../checker.ts';

interface Seen {
  generation: number;
  version: number;
  deleted: boolean;
}

export function createSchemeBoardChecker(world: World): InvariantChecker {
  /** `node|path` -> last view */
  const views = new Map<string, Seen>();
  /** `node|path` of subscriptions (op.started sb.subscribe) */
  const subscribed = new Map<string, { node: number; path: string }>();
  const committed = new Map<string, { version: number; t: number }>();
  const cluster = clusterStatusFold.init(world);

  return {
    name: 'schemeboard-monotonic-convergent',
    observe(e) {
      clusterStatusFold.step(cluster, e); // the fold ignores everything that is not a fault
      switch (e.kind) {
        case 'schema.view': {
          const k = `${e.node}|${e.path}`;
          const prev = views.get(k);
          views.set(k, { generation: e.generation, version: e.version, deleted: e.deleted });
          if (!prev) return [];
          const newer =
            e.generation > prev.generation || (e.generation === prev.generation && e.version > prev.version);
          return newer
            ? []
            : [
                `n${e.node} ${e.path}: view went from g${prev.generation} v${prev.version} to g${e.generation} v${e.version}`,
              ];
        }
        case 'op.started':
          if (e.subsystem === 'schemeboard' && e.op === 'sb.subscribe') {
            subscribed.set(`${e.node}|${e.key}`, { node: e.node, path: e.key });
          }
          return [];
        case 'schema.committed':
          committed.set(e.path, { version: e.version, t: e.t });
          return [];
        case 'node.down':
        case 'node.crashed':
          // A node that goes down loses its cache: its history starts again after a restart.
          for (const m of [views, subscribed])
            for (const k of [...m.keys()]) if (k.startsWith(`${e.target}|`)) m.delete(k);
          return [];
        default:
          return [];
      }
    },
    finish(endUs) {
      if (!isQuiet(cluster, endUs, GRACE_US)) return [];
      const out: string[] = [];
      for (const [k, sub] of subscribed) {
        const c = committed.get(sub.path);
        if (!c || c.t > endUs - SETTLE_US) continue;
        const v = views.get(k);
        if (!v || v.version < c.version) {
          const shown = v ? `v${v.version}` : 'nothing';
          out.push(`n${sub.node} ${sub.path}: shows ${shown}, SchemeShard committed v${c.version}`);
        }
      }
      return out;
    },
  };
}
