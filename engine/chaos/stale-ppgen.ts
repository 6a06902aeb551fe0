/**
 * Chaos oracle "no operation from a stale PPGeneration is executed" (bridge-mode docs,
 * "dsproxy-proxy behavior": every group checks mode, submode and PPGeneration on every operation;
 * ydb/core/blobstorage/dsproxy/bridge/bridge.cpp). It follows each node's dsproxy-proxy config, the
 * one committed with the cluster state the node holds (invariants/committedProxy.ts, as
 * distconf/bridge/dsproxy.ts `adoptDsProxy` takes it), notes at each write's send which VDisks of its
 * target groups already hold another config (a config only moves forward, so they refuse it
 * whenever it arrives), and flags an acknowledged write (`bridge.put` ok) when the VDisks that could
 * still accept it are not a quorum of some group it needed (`CheckQuorumForGroup`).
 */
import type { World } from '../kernel/actor.ts';
import type { InvariantChecker } from '../invariants/types.ts';
import { committedProxy } from '../invariants/committedProxy.ts';
import { proxyViewOf, writeTargets, type ProxyView } from '../model/bridge/dsproxy.ts';
import { groupHasQuorum, staticGroups } from '../model/bridge/staticgroup.ts';
import type { TraceEvent } from '../subsystems/unions.ts';

const sameView = (a: ProxyView, b: ProxyView): boolean =>
  a.primary === b.primary &&
  a.ppGeneration === b.ppGeneration &&
  a.pairs.length === b.pairs.length &&
  a.pairs.every((p, i) => {
    const q = b.pairs[i];
    return q !== undefined && p.pile === q.pile && p.mode === q.mode && p.submode === q.submode;
  });

/**
 * A VDisk holding `held` refuses an operation carrying `op` now and for ever: it holds a newer
 * PPGeneration, or the same one with other modes (PPGeneration only rises).
 */
const refusesForGood = (held: ProxyView, op: ProxyView): boolean =>
  held.ppGeneration > op.ppGeneration || (held.ppGeneration === op.ppGeneration && !sameView(held, op));

interface Sent {
  readonly atUs: number;
  readonly op: ProxyView;
  /** Per target group (pile index): whether the VDisks that may still accept it make a quorum. */
  readonly quorate: ReadonlyMap<number, boolean>;
}

/** How many recent writes per node are remembered (a node's writes are seconds apart). */
const KEEP_SENT = 8;

export function stalePPGenerationOracle(world: World): InvariantChecker {
  const topology = world.topology;
  const groups = staticGroups(topology);
  const history = committedProxy(world);
  const configOf = history.configOf;
  const sent = new Map<number, Sent[]>();
  const viewOf = proxyViewOf;

  const onSend = (node: number, atUs: number) => {
    const list = sent.get(node) ?? [];
    if (list.at(-1)?.atUs === atUs) return; // one write: one send per VDisk at the same moment
    const op = viewOf(configOf(node));
    const quorate = new Map<number, boolean>();
    for (const pile of writeTargets(op)) {
      const g = groups[pile];
      if (!g) continue;
      const held = (n: number) => configOf(n).groups[pile] ?? viewOf(configOf(n));
      quorate.set(
        pile,
        groupHasQuorum(g, (v) => !refusesForGood(held(v.node), op)),
      );
    }
    list.push({ atUs, op, quorate });
    sent.set(node, list.slice(-KEEP_SENT));
  };

  return {
    name: 'chaos.no-stale-ppgeneration-executed',
    observe(e: TraceEvent) {
      if (topology.piles.length < 2) return [];
      if (history.observe(e)) return [];
      if (e.kind === 'msg.sent' && e.msg === 'bridge.put') {
        onSend(e.from.node, e.t);
        return [];
      }
      if (e.kind !== 'bridge.put' || !e.ok) return [];
      const write = [...(sent.get(e.node) ?? [])].reverse().find((s) => s.op.ppGeneration === e.ppGeneration);
      if (!write) return [];
      const short = [...write.quorate].filter(([, ok]) => !ok).map(([pile]) => topology.piles[pile]?.id);
      if (short.length === 0) return [];
      return [
        `n${e.node}'s write with PPGeneration ${e.ppGeneration} (sent at ${write.atUs / 1000} ms) was ` +
          `acknowledged, but too many VDisks of group ${short.join(', ')} already held another config`,
      ];
    },
  };
}
