/** Expectations on the configuration itself: the version nodes run, and a refused change with its reason. */
import type { Expectation } from './schema.ts';
import type { Evaluator } from './evaluator.ts';
import { evidence, type Evidence } from './evidence.ts';

export /** Node → the configuration version it runs, from config.applied (every node starts at 1). */
function configEvaluator(x: Extract<Expectation, { expect: 'config' }>): Evaluator {
  const versions = new Map<number, number>();
  return {
    statusOnly: false,
    observe(e) {
      if (e.kind === 'config.applied') versions.set(e.node, e.version);
    },
    check(ctx) {
      const nodes = x.node === undefined ? ctx.nodes : [x.node];
      const off = nodes.filter((n) => (versions.get(n) ?? 1) !== x.version);
      const detail =
        off.length === 0 ? `v${x.version}` : off.map((n) => `n${n} v${versions.get(n) ?? 1}`).join(', ');
      const ev: Evidence =
        off.length === 0
          ? evidence('config-ok', { version: x.version })
          : {
              ...evidence('config-off'),
              list: {
                items: off.map((n) => evidence('config-node', { node: n, version: versions.get(n) ?? 1 })),
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
      if (e.kind !== 'config.refused') return;
      seen.push(e.reason);
      const sub = x.subsystem === undefined || e.subsystem === x.subsystem;
      if (sub && e.reason === x.reason && (x.command === undefined || e.command === x.command)) met = true;
    },
    check() {
      if (seen.length === 0)
        return { ok: met, detail: 'nothing refused', evidence: evidence('refused-none') };
      const reasons = seen.join(' | ');
      return { ok: met, detail: `refused: ${reasons}`, evidence: evidence('refused', { reasons }) };
    },
  };
}
