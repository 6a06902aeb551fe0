/**
 * `cms` expectations: what the maintenance check (engine/model/maintenance) answers for taking
 * `down` down now, from the live node status — allowed or refused, and for a refusal the ring group
 * and ring named for a subsystem (StateStorage: CMS's refused ring, or a ring a record would miss).
 */
import type { ClusterConfig } from '../model/config/types.ts';
import { prepareFaultModel, type FaultModel } from '../model/analysis/model.ts';
import { maintenanceCheck, type MaintenanceVerdict } from '../model/maintenance/check.ts';
import { resolveNodeSet, type NodeSet } from '../model/topology/nodeset.ts';
import type { Topology } from '../model/topology/types.ts';
import type { Evaluator } from './evaluator.ts';
import { evidence, type Evidence } from './evidence.ts';
import type { Expectation } from './schema.ts';

type CmsExpect = Extract<Expectation, { expect: 'cms' }>;

interface Named {
  /** CMS's refused ring, or the rings a record would miss under the quorum rule. */
  readonly by: 'cms' | 'quorum';
  readonly subsystem: string;
  readonly group: number;
  readonly rings: readonly number[];
}

/** Every ring a refusal names: CMS's refused ring first, then each subsystem's lost record's rings. */
function named(v: MaintenanceVerdict): Named[] {
  const out: Named[] = v.cms
    ? [{ by: 'cms', subsystem: 'statestorage', group: v.cms.group, rings: [v.cms.ring] }]
    : [];
  return [
    ...out,
    ...v.quorum.map((q) => ({
      by: 'quorum' as const,
      subsystem: q.subsystem,
      group: q.group,
      rings: q.rings,
    })),
  ];
}

export function describeNodeSet(s: NodeSet): string {
  return [
    ...(s.nodes ?? []).map((n) => `n${n}`),
    ...(s.racks ?? []).map((r) => `rack ${r}`),
    ...(s.dcs ?? []).map((d) => `dc ${d}`),
    ...(s.piles ?? []).map((p) => `pile ${p}`),
  ].join(', ');
}

export function cmsEvaluator(x: CmsExpect, config: ClusterConfig, topology: Topology | undefined): Evaluator {
  if (!topology) throw new Error('a cms expectation needs the topology');
  const request = resolveNodeSet(topology, x.down);
  let model: FaultModel | undefined;
  return {
    statusOnly: true,
    observe() {},
    check(ctx) {
      if (model?.config !== ctx.config) model = prepareFaultModel(topology, ctx.config);
      const down = ctx.nodes.filter((n) => ctx.status(n) !== 'up');
      const v = maintenanceCheck(model, down, request, x.mode);
      const rings = named(v);
      const hit = rings.some(
        (r) =>
          r.subsystem === x.subsystem &&
          (x.group === undefined || r.group === x.group) &&
          (x.ring === undefined || r.rings.includes(x.ring)),
      );
      const ok = v.allowed === x.allowed && (x.subsystem === undefined || hit);
      const items = rings.map((r) =>
        evidence(r.by === 'cms' ? 'cms-ring' : 'cms-quorum', {
          subsystem: r.subsystem,
          group: r.group,
          rings: r.rings.join(', '),
        }),
      );
      const ev: Evidence = v.allowed
        ? evidence('cms-allowed')
        : { ...evidence('cms-refused'), list: { items, sep: '; ' } };
      const detail = v.allowed
        ? 'allowed'
        : `refused: ${rings.map((r) => (r.by === 'cms' ? `CMS: ${r.subsystem} ring group ${r.group}, ring ${r.rings.join(', ')}` : `${r.subsystem} ring group ${r.group} below quorum, ring ${r.rings.join(', ')}`)).join('; ')}`;
      return { ok, detail, evidence: ev };
    },
  };
}
