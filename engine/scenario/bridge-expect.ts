/**
 * The `bridge` expectation: the committed cluster state as the bridge fold has it
 * (engine/folds/bridge.ts) — per-pile states, primary, promoted, generation. Before any commit it is
 * the initial state, with the piles in the order the StateStorage ring groups name them.
 */
import type { ClusterConfig } from '../model/config/types.ts';
import type { TraceEvent } from '../subsystems/unions.ts';
import { bridgeFold, initBridge } from '../folds/bridge.ts';
import type { ClusterStateView } from '../subsystems/distconf/bridge/events.ts';
import { evidence, type Evidence } from './evidence.ts';
import type { Expectation } from './schema.ts';

/** Structurally expectations.ts's Evaluator (not imported: that module imports this one). */
interface BridgeEvaluator {
  readonly statusOnly: false;
  observe(e: TraceEvent): void;
  check(): { readonly ok: boolean; readonly detail: string; readonly evidence: Evidence };
}

type BridgeExpectation = Extract<Expectation, { expect: 'bridge' }>;

const NONE: ClusterStateView = { perPile: [], primary: '', promoted: '', generation: 0 };

const pilesOf = (config: ClusterConfig) => [
  ...new Set(config.statestorage.ringGroups.flatMap((g) => (g.pile === undefined ? [] : [g.pile]))),
];

const show = (c: ClusterStateView) =>
  `${c.perPile.join(' / ')}, primary ${c.primary}, promoted ${c.promoted}, generation ${c.generation}`;

export function bridgeEvaluator(x: BridgeExpectation, config: ClusterConfig): BridgeEvaluator {
  const s = initBridge(pilesOf(config));
  return {
    statusOnly: false,
    observe(e: TraceEvent) {
      bridgeFold.step(s, e);
    },
    check() {
      const c = s.committed ?? NONE;
      const ok =
        (x.perPile === undefined ||
          (x.perPile.length === c.perPile.length && x.perPile.every((s, i) => s === c.perPile[i]))) &&
        (x.primary === undefined || x.primary === c.primary) &&
        (x.promoted === undefined || x.promoted === c.promoted) &&
        (x.generation === undefined || x.generation === c.generation);
      const ev = evidence('bridge', {
        perPile: c.perPile.join(' / '),
        primary: c.primary,
        promoted: c.promoted,
        generation: c.generation,
      });
      return { ok, detail: show(c), evidence: ev };
    },
  };
}

export function describeBridgeExpectation(x: BridgeExpectation): string {
  const parts = [
    x.perPile && x.perPile.join(' / '),
    x.primary !== undefined && `primary ${x.primary}`,
    x.promoted !== undefined && `promoted ${x.promoted}`,
    x.generation !== undefined && `generation ${x.generation}`,
  ];
  return `cluster state ${parts.filter(Boolean).join(', ') || 'reported'}`;
}
