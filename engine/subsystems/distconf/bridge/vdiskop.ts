/**
 * A VDisk's report of every operation it executes: the PPGeneration and modes (submodes included)
 * the operation carried, the PPGeneration of the group's config that admitted it, and the config
 * committed with the node's cluster state. The check (`checkOperation`) admits only operations
 * matching the group's config, and every group but a DISCONNECTED pile's takes the committed one,
 * so an operation differs from the committed config only in such a group: it keeps the config it
 * held (bridge-mode docs, "dsproxy-proxy behavior"). The safety checker judges every report against
 * the committed history (invariants/bridgePPGeneration.ts), so it sees each execution, not only the
 * divergent ones; the event log shows only those (app/subsystems/bridge.ts).
 */
import type { ActorContext } from '../../../kernel/actor.ts';
import { proxyModeText, sameProxyView, type ProxyView } from '../../../model/bridge/dsproxy.ts';
import type { BridgeEvent } from './events.ts';

type VDiskOp = Extract<BridgeEvent, { kind: 'bridge.vdiskOp' }>['op'];

export function noteExecuted(
  ctx: ActorContext,
  op: VDiskOp,
  pile: number,
  view: ProxyView,
  group: ProxyView,
  committed: ProxyView,
): void {
  const names = ctx.world.topology.piles.map((p) => p.id);
  ctx.emit({
    kind: 'bridge.vdiskOp',
    op,
    group: names[pile] ?? '',
    ppGeneration: view.ppGeneration,
    mode: proxyModeText(view, names),
    groupPPGeneration: group.ppGeneration,
    committedPPGeneration: committed.ppGeneration,
    asCommitted: sameProxyView(view, committed),
  });
}
