/**
 * SchemeBoard invariants, from the trace:
 * - monotonic: a node's scheme cache never moves a path backwards — every `schema.view` for
 *   (node, path) is newer than the previous one by (owner generation, version);
 * - convergence (checked in `finish`): once faults have healed (none active and none during the last
 *   `GRACE_US`), every live node that subscribed to a path shows at least the version the SchemeShard
 *   last reported committed (`schema.committed`) at least `SETTLE_US` before the end.
 * A node that goes down loses its cache, so its history starts again after a restart.
 */
import type { World } from '../sim/actor.ts';
import type { TraceEvent } from '../sim/trace.ts';
import type { CheckerFactory, InvariantChecker } from './types.ts';
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
  const down = new Set<number>();
  const cuts = new Set<string>();
  let loss = 0;
  let lastFaultAt = -Infinity;

  function fault(e: TraceEvent): void {
    lastFaultAt = e.t;
    switch (e.kind) {
      case 'node.down':
      case 'node.crashed':
        down.add(e.target);
        for (const m of [views, subscribed])
          for (const k of [...m.keys()]) if (k.startsWith(`${e.target}|`)) m.delete(k);
        return;
      case 'node.up':
        down.delete(e.target);
        return;
      case 'link.cut':
      case 'link.healed':
        // net.healAll is traced as a heal of every pair: it also ends message loss
        if (
          e.kind === 'link.healed' &&
          e.a.length === world.topology.nodes.length &&
          e.b.length === e.a.length
        )
          loss = 0;
        for (const a of e.a)
          for (const b of e.b)
            for (const k of [`${a}-${b}`, `${b}-${a}`]) {
              if (e.kind === 'link.cut') cuts.add(k);
              else cuts.delete(k);
            }
        return;
      case 'net.loss':
        loss = e.probability;
        return;
      default:
        return;
    }
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
        case 'node.down':
        case 'node.crashed':
        case 'node.up':
        case 'link.cut':
        case 'link.healed':
        case 'net.loss':
        case 'link.delay':
          fault(e);
          return [];
        default:
          return [];
      }
    },
    finish(endUs) {
      if (down.size > 0 || cuts.size > 0 || loss > 0 || endUs < lastFaultAt + GRACE_US) return [];
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
