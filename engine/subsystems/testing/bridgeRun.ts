/**
 * A bridge-2-piles cluster run for tablet tests (StateStorage tablets, the SchemeShard): the given
 * commands on a seed-1 cluster without jitter, then its trace by kind and every invariant's
 * violations. Imported by tests only.
 */
import { createClusterSimulation } from '../../cluster.ts';
import { INVARIANT_FACTORIES } from '../../invariants/index.ts';
import { loadPreset } from '../../presets.ts';
import type { Command, TraceEvent } from '../unions.ts';

export const bridgePreset = loadPreset('bridge-2-piles');
const { topology, config } = bridgePreset;

type Ev<K extends TraceEvent['kind']> = TraceEvent & { kind: K };

/** The nodes of `pile`, in id order. */
export const nodesInPile = (pile: string | undefined): number[] =>
  topology.nodes.filter((n) => n.pile === pile).map((n) => n.id);

export function runBridge(cmds: readonly [number, Command][], untilUs: number) {
  const s = createClusterSimulation({ topology, config, seed: 1, latency: { jitterFraction: 0 } });
  for (const [t, c] of cmds) s.schedule(t, c);
  s.runUntilSync(untilUs);
  const events = s.trace.events;
  const of = <K extends TraceEvent['kind']>(k: K) => events.filter((e): e is Ev<K> => e.kind === k);
  const checkers = INVARIANT_FACTORIES.map((f) => f(s.options));
  const violations = events.flatMap((e) => checkers.flatMap((c) => c.observe(e)));
  return { of, violations };
}
