/**
 * The static group's dsproxy-proxy as the page shows it, derived from the bridge fold's committed
 * states (bridge.ts `committedAt`) in generation order: per pair of the primary pile and another
 * pile its mode and submode, the PPGeneration and each pile's group generation
 * (model/bridge/dsproxy.ts).
 */
import { proxyConfigAfter, type ProxyMode, type ProxySubmode } from '../model/bridge/dsproxy.ts';
import { initialClusterState, type ClusterState } from '../model/bridge/state.ts';
import type { BridgeStatus } from './bridge.ts';

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

/** Null outside bridge mode. */
export function dsProxyStatus(s: BridgeStatus): DsProxyStatus | null {
  if (s.piles.length < 2) return null;
  const states: ClusterState[] = [...s.committedAt.entries()]
    .sort(([a], [b]) => a - b)
    .flatMap(([, v]) => {
      const primary = s.piles.indexOf(v.primary);
      const promoted = s.piles.indexOf(v.promoted);
      if (primary < 0 || promoted < 0) return [];
      return [{ perPile: v.perPile, primary, promoted, generation: v.generation }];
    });
  const c = proxyConfigAfter(initialClusterState(s.piles.length), states);
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
