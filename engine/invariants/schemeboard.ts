/**
 * SchemeBoard invariants, from the trace:
 * - monotonic: a node's scheme cache never moves a path backwards — every `schema.view` for
 *   (node, path) is newer than the previous one by (owner generation, version);
 * - convergence (checked in `finish`): once faults have healed (none active and none during the last
 *   `GRACE_US`), every live node that subscribed to a path shows at least the version the SchemeShard
 *   last reported committed (`schema.committed`) at least `SETTLE_US` before the end.
 * A node that goes down loses its cache, so its history starts again after a restart.
 */
import type { World } from '../kernel/actor.ts';
import type { TraceEvent } from '../subsystems/unions.ts';
import type { CheckerFactory, InvariantChecker } from './types.ts';
import { FaultTracker } from './faults.ts';
import { GRACE_US, SETTLE_US } from './board.ts';

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
  const faults = new FaultTracker(world);

  function fault(e: TraceEvent): void {
    const gone = faults.observe(e);
    // A node that goes down loses its cache: its history starts again after a restart.
    if (gone !== null)
      for (const m of [views, subscribed])
        for (const k of [...m.keys()]) if (k.startsWith(`${gone}|`)) m.delete(k);
  }

  return {
    name: 'schemeboard-monotonic-convergent',
    observe(e) {
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
        default:
          fault(e); // FaultTracker ignores everything that is not a fault
          return [];
      }
    },
    finish(endUs) {
      if (!faults.quiet(endUs, GRACE_US)) return [];
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

export const schemeboardChecker: CheckerFactory = createSchemeBoardChecker;
