/**
 * BSController's pools in bridge mode (bridge-mode docs, "Configuration and startup of other
 * tablets"): instead of one storage pool it creates three — pool A with pile A's groups, pool B with
 * pile B's, and pool C of proxy-proxy groups, each a pair of one group from A and one from B behind
 * a dsproxy-proxy (dsproxy.ts). Hive gives tablet channels only groups of pool C, so every tablet
 * write goes through a dsproxy-proxy to both piles. Here each pile has one group, its static group
 * (staticgroup.ts), so pool C has one pair. [guess: the pool names; YDB's naming was not read.]
 */
import type { Topology } from '../topology/types.ts';

interface BridgePool {
  /** `A`, `B` for a pile's pool; `C` for the proxy-proxy pool (`proxy` if a pile is named C). */
  readonly id: string;
  /** The pile whose groups it holds; null for the proxy-proxy pool. */
  readonly pile: string | null;
  /** Its groups: a pile's static group, or a pair `A+B` of them. */
  readonly groups: readonly string[];
  /** Hive places tablet channels here (only the proxy-proxy pool). */
  readonly tabletChannels: boolean;
}

export interface BridgePools {
  /** The storage pool the three are made for (the static groups here). */
  readonly storagePool: string;
  readonly pools: readonly BridgePool[];
}

/** The group a pile's pool holds: that pile's static group. */
const pileGroupId = (pile: string): string => `static-${pile}`;

/** The pools BSController creates in bridge mode; null outside it (fewer than two piles). */
export function bridgePools(topology: Topology): BridgePools | null {
  const piles = topology.piles.map((p) => p.id);
  if (piles.length < 2) return null;
  const pilePools = piles.map((pile): BridgePool => ({
    id: pile,
    pile,
    groups: [pileGroupId(pile)],
    tabletChannels: false,
  }));
  const proxy: BridgePool = {
    id: piles.includes('C') ? 'proxy' : 'C',
    pile: null,
    groups: [piles.map(pileGroupId).join('+')],
    tabletChannels: true,
  };
  return { storagePool: 'static', pools: [...pilePools, proxy] };
}

/** Where Hive places a tablet's channels: the first group of the proxy-proxy pool. */
export function tabletChannelGroup(pools: BridgePools): string | null {
  return pools.pools.find((p) => p.tabletChannels)?.groups[0] ?? null;
}
