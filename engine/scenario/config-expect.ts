/** Expectations on the configuration itself: the version nodes run, and a refused change with its reason. */
import type { Expectation } from './schema.ts';
import type { Evaluator } from './evaluator.ts';
import { evidence, type Evidence } from './evidence.ts';
import type { ClusterConfig } from '../model/config/types.ts';
import { appliedVersionOf, initLiveConfig, liveConfigFold, refusalOf } from '../folds/liveConfig.ts';

/** Node → the configuration version it names, from the live-config fold (every node starts at 1). */
export function configEvaluator(
  x: Extract<Expectation, { expect: 'config' }>,
  config: ClusterConfig,
): Evaluator {
  const live = initLiveConfig(config, []);
  const version = (n: number) => appliedVersionOf(live, n);
  return {
    statusOnly: false,
    observe(e) {
      liveConfigFold.step(live, e);
    },
    check(ctx) {
      const nodes = x.node === undefined ? ctx.nodes : [x.node];
      const off = nodes.filter((n) => version(n) !== x.version);
      const detail = off.length === 0 ? `v${x.version}` : off.map((n) => `n${n} v${version(n)}`).join(', ');
      const ev: Evidence =
        off.length === 0
          ? evidence('config-ok', { version: x.version })
          : {
              ...evidence('config-off'),
              list: {
                items: off.map((n) => evidence('config-node', { node: n, version: version(n) })),
                sep: ', ',
              },
            };
      return { ok: off.length === 0, detail, evidence: ev };
    },
  };
}

export function refusedEvaluator(x: Extract<Expectation, { expect: 'refused' }>): Evaluator {
  const seen: string[] = [];
  let met = false;
  return {
    statusOnly: false,
    observe(e) {
      const r = refusalOf(e);
      if (r === undefined) return;
      seen.push(r.reason);
      const sub = x.subsystem === undefined || r.subsystem === x.subsystem;
      if (sub && r.reason === x.reason && (x.command === undefined || r.command === x.command)) met = true;
    },
    check() {
      if (seen.length === 0)
        return { ok: met, detail: 'nothing refused', evidence: evidence('refused-none') };
      const reasons = seen.join(' | ');
      return { ok: met, detail: `refused: ${reasons}`, evidence: evidence('refused', { reasons }) };
    },
  };
}
