/**
 * A VDisk's report of an operation it executes under a config other than `committed`, the one
 * committed with its node's cluster state. The check (`checkOperation`) admits only operations matching the
 * group's config, and every group but a DISCONNECTED pile's takes the committed one, so only such a
 * group reports: it keeps the config it held (bridge-mode docs, "dsproxy-proxy behavior"). The
 * safety checker judges each report against the committed history (invariants/bridgePPGeneration.ts).
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
  if (sameProxyView(view, committed)) return;
  const names = ctx.world.topology.piles.map((p) => p.id);
  ctx.emit({
    kind: 'bridge.vdiskOp',
    op,
    group: names[pile] ?? '',
    ppGeneration: view.ppGeneration,
    mode: proxyModeText(view, names),
    groupPPGeneration: group.ppGeneration,
  });
}
