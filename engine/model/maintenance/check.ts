/**
 * "May I take this down now?": CMS's StateStorage answer (cms.ts, YDB's rule and text) and the
 * simulator's own quorum rule for every subsystem — a request is refused when, with what is
 * already down, some record of StateStorage, Board or SchemeBoard would lose the majority of a
 * counted ring group. The quorum rule is exact (the fault analysis' record classes), and names a
 * record's group and the rings it would miss, found by replaying one record of a lost class.
 */
import type { Subsystem } from '../config/types.ts';
import { faultView, type FaultModel, type FaultView } from '../analysis/model.ts';
import { recordVerdict } from '../quorum/quorum.ts';
import { sampleHash } from '../quorum/availability.ts';
import { selectReplicas } from '../selection/index.ts';
import type { NodeId } from '../topology/types.ts';
import { cmsStateStorageCheck, type CmsMode, type CmsRefusal } from './cms.ts';

interface QuorumLoss {
  readonly subsystem: Subsystem;
  /** The ring group of a record that would lose its majority, and the rings it would miss. */
  readonly group: number;
  readonly rings: readonly number[];
  readonly ntoSelect: number;
  readonly majority: number;
  /** Share of the subsystem's records that would be without read or write quorum, in (0, 1]. */
  readonly share: number;
}

export interface MaintenanceVerdict {
  readonly allowed: boolean;
  /** Requested nodes, ascending. */
  readonly nodes: readonly NodeId[];
  readonly alreadyDown: readonly NodeId[];
  readonly mode: CmsMode;
  /** CMS's StateStorage refusal (YDB's rule), if any. */
  readonly cms?: CmsRefusal;
  /** The simulator's quorum rule, per subsystem that would lose a record. */
  readonly quorum: readonly QuorumLoss[];
}

/** Records picked from the record classes, then sampled, until one of a lost class is found. */
const WITNESS_SAMPLES = 1 << 16;

function witness(model: FaultModel, subsystem: Subsystem, isDown: (n: NodeId) => boolean) {
  const sc = model.config[subsystem];
  const m = model.subsystems.find((s) => s.subsystem === subsystem)!;
  const examples = m.read.weights.classes.map((c) => c.example);
  for (let i = 0; i < examples.length + WITNESS_SAMPLES; i++) {
    const h = i < examples.length ? examples[i]! : sampleHash(i - examples.length);
    const v = recordVerdict(selectReplicas(sc, subsystem, h, { walker: model.walker }), isDown);
    const g = v.groups.find((x) => x.counted && !x.hasMajority);
    if (g)
      return {
        group: g.group,
        rings: [...new Set(g.missing.map((r) => r.ring))].sort((a, b) => a - b),
        ntoSelect: g.ntoSelect,
        majority: g.majority,
      };
  }
  return undefined;
}

function lostShare(view: FaultView, s: FaultModel['subsystems'][number]): number {
  return Math.max(
    ...[s.read, s.write].map((c) => {
      const v = view.shares(c, 'node');
      return v.lostWeight / v.total;
    }),
  );
}

/** Whether every record of every subsystem keeps read and write quorum with `down` nodes down (exact). */
export function keepsQuorum(model: FaultModel, down: Iterable<NodeId>): boolean {
  const view = faultView(model, down);
  return model.subsystems.every((s) => lostShare(view, s) <= 0);
}

/** Which subsystems would lose a record with `down` nodes down (exact). */
function quorumLosses(model: FaultModel, down: Iterable<NodeId>): QuorumLoss[] {
  const view = faultView(model, down);
  const out: QuorumLoss[] = [];
  for (const s of model.subsystems) {
    const lost = lostShare(view, s);
    if (lost <= 0) continue;
    const w = witness(model, s.subsystem, view.isDown);
    out.push({
      subsystem: s.subsystem,
      group: w?.group ?? 0,
      rings: w?.rings ?? [],
      ntoSelect: w?.ntoSelect ?? 0,
      majority: w?.majority ?? 0,
      share: lost,
    });
  }
  return out;
}

export function maintenanceCheck(
  model: FaultModel,
  alreadyDown: Iterable<NodeId>,
  request: Iterable<NodeId>,
  mode: CmsMode = 'max-availability',
): MaintenanceVerdict {
  const down = [...new Set(alreadyDown)].sort((a, b) => a - b);
  const nodes = [...new Set(request)].sort((a, b) => a - b);
  const cms = cmsStateStorageCheck(model.config, down, nodes, mode);
  const quorum = quorumLosses(model, [...down, ...nodes]);
  return {
    allowed: cms === undefined && quorum.length === 0,
    nodes,
    alreadyDown: down,
    mode,
    ...(cms ? { cms } : {}),
    quorum,
  };
}
