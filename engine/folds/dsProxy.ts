/**
 * The static group's dsproxy-proxy as the page shows it: the config committed with the newest
 * committed state (model/bridge/dsproxy.ts `committedProxyConfig`), read from the bridge fold's
 * proxy history — the one the invariants judge operations by (proxyHistory.ts,
 * invariants/committedProxy.ts). Per pair of the primary pile and another pile its mode and
 * submode, the PPGeneration and each pile's group generation.
 */
import type { ProxyConfig, ProxyMode, ProxySubmode } from '../model/bridge/dsproxy.ts';
import type { BridgeStatus } from './bridge.ts';
import { committedProxyOf } from './proxyHistory.ts';

interface DsProxyPair {
  readonly primary: string;
  readonly pile: string;
  readonly mode: ProxyMode;
  readonly submode: ProxySubmode | null;
}

export interface DsProxyStatus {
  readonly ppGeneration: number;
  readonly pairs: readonly DsProxyPair[];
  /** Per pile (pile order): its group's config generation and the PPGeneration that group holds. */
  readonly groups: readonly {
    readonly pile: string;
    readonly generation: number;
    readonly ppGeneration: number;
  }[];
}

/**
 * The config committed with the newest committed state, as the nodes that applied it hold it
 * (proxyHistory.ts — what the invariants judge operations by). Between the root's commit and its
 * apply (same instant), the newest committed state some node applied.
 */
function committedConfig(s: BridgeStatus): ProxyConfig {
  const newest = [...s.committedAt.entries()].sort(([a], [b]) => b - a).map(([, v]) => v);
  for (const v of s.committed ? [s.committed, ...newest] : newest) {
    const c = committedProxyOf(s.proxy, v);
    if (c) return c;
  }
  return s.proxy.first;
}

/** Null outside bridge mode. */
export function dsProxyStatus(s: BridgeStatus): DsProxyStatus | null {
  if (s.piles.length < 2) return null;
  const c = committedConfig(s);
  const name = (i: number) => s.piles[i] ?? '';
  return {
    ppGeneration: c.ppGeneration,
    pairs: c.pairs.map((p) => ({
      primary: name(c.primary),
      pile: name(p.pile),
      mode: p.mode,
      submode: p.submode,
    })),
    groups: c.groupGeneration.map((generation, i) => ({
      pile: name(i),
      generation,
      ppGeneration: c.groups[i]?.ppGeneration ?? 0,
    })),
  };
}
