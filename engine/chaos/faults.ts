/**
 * Fault-schedule generator: one seed → a list of episodes (restarts, rack / DC outages, partitions,
 * loss bursts, extra delay) inside [faultStartUs, faultEndUs], all healed by faultEndUs.
 * `within`: an episode is accepted only if, at every moment it is charged, the union of charged
 * racks stays within tolerance (budget.ts). `beyond`: one large unavailability exceeds the
 * tolerance on purpose, plus background noise; only the racks that lose state are kept within
 * tolerance. `beyond-crash`: an outage beyond tolerance plus unconstrained noise.
 *
 * Why `beyond` keeps state loss within tolerance: StateStorage replicas are volatile; a tablet reads
 * its generation back from its durable log (ydb/core/tablet/tablet_sys.cpp; election-steps.ts
 * `readLog`), so `beyond` judges quorum loss and keeps the runs comparable, while `beyond-crash`
 * lifts the limit — see the chaos report.
 */
import type { Us } from '../kernel/actor.ts';
import type { ClusterTimedCommand as TimedCommand } from '../cluster.ts';
import type { NodeId } from '../model/topology/types.ts';
import { withinTolerance, type FailureBudget } from './budget.ts';
import {
  dcOutage,
  durationUs,
  partitionEpisode,
  randomEpisode,
  rackOutage,
  type EpisodeContext,
} from './episodes.ts';
import { Chooser, STREAM } from './random.ts';
import type { ChaosMode, ChaosTiming, Episode, EpisodeKind, FaultPlan } from './types.ts';

/** Racks charged at time `t`. */
export function chargedAt(episodes: readonly Episode[], t: Us): Set<string> {
  const out = new Set<string>();
  for (const e of episodes) if (e.startUs <= t && t < e.chargedUntilUs) for (const r of e.racks) out.add(r);
  return out;
}

/**
 * The worst charged set over the schedule (charged sets only grow at episode starts): the largest
 * one beyond tolerance if there is any, else the largest.
 */
function peakCharged(b: FailureBudget, episodes: readonly Episode[]): Set<string> {
  let best = new Set<string>();
  let bestBeyond = false;
  for (const e of episodes) {
    const s = chargedAt(episodes, e.startUs);
    const beyond = !withinTolerance(b, s);
    if ((beyond && !bestBeyond) || (beyond === bestBeyond && s.size > best.size)) {
      best = s;
      bestBeyond = beyond;
    }
  }
  return best;
}

/** Which accepted episodes a new one is checked against (and whether it is checked at all). */
type Constraint = 'all' | 'state-loss' | 'none';

function fits(b: FailureBudget, accepted: readonly Episode[], e: Episode, k: Constraint): boolean {
  if (e.racks.length === 0 || k === 'none' || (k === 'state-loss' && !e.losesState)) return true;
  const all = [...accepted.filter((o) => k === 'all' || o.losesState), e];
  const points = [
    e.startUs,
    ...all.filter((o) => o.startUs >= e.startUs && o.startUs < e.chargedUntilUs).map((o) => o.startUs),
  ];
  return points.every((t) => withinTolerance(b, chargedAt(all, t)));
}

/** Loss, delay and duplication are settings reset at their end: never overlap two of a kind. */
function clashes(accepted: readonly Episode[], e: Episode): boolean {
  if (e.kind !== 'loss' && e.kind !== 'delay' && e.kind !== 'duplicate') return false;
  return accepted.some((o) => o.kind === e.kind && o.startUs < e.endUs + 1000 && e.startUs < o.endUs + 1000);
}

/** The new kinds are appended only when drawn, so the classic mix draws exactly as before. */
function kindWeights(b: FailureBudget, extra: boolean): readonly (readonly [EpisodeKind, number])[] {
  const classic: [EpisodeKind, number][] = [
    ['node.restart', 3],
    ['rack.outage', 3],
    ['dc.outage', b.tolerance.realms >= 1 ? 1 : 0],
    ['partition', 3],
    ['loss', 1.5],
    ['delay', 1.5],
  ];
  return extra ? [...classic, ['one-way', 2], ['duplicate', 1]] : classic;
}

/** `attempts` random episodes inside [fromUs, toUs], each kept if it fits the constraint. */
function background(
  x: EpisodeContext,
  t: { readonly faultStartUs: Us; readonly faultEndUs: Us },
  attempts: number,
  accepted: Episode[],
  k: Constraint,
): void {
  for (let i = 0; i < attempts; i++) {
    const kind = x.c.weighted(kindWeights(x.b, x.extraFaults));
    const len = Math.min(durationUs(x.c, kind), t.faultEndUs - t.faultStartUs);
    const start = t.faultStartUs + Math.floor(x.c.float() * (t.faultEndUs - t.faultStartUs - len));
    const e = randomEpisode(x, kind, start, len);
    if (clashes(accepted, e)) continue;
    if (!fits(x.b, accepted, e, k)) continue;
    accepted.push(e);
  }
}

const nodesOf = (b: FailureBudget, racks: readonly string[]) =>
  racks.flatMap((r) => b.nodesOfRack.get(r) ?? []).sort((p, q) => p - q);

/** `beyond-crash`: an outage of more racks or DCs than tolerated; their replicas come back empty. */
function bigOutage(x: EpisodeContext, start: Us, end: Us): Episode {
  const { c, b } = x;
  const tol = b.tolerance;
  if (b.dcs.length > tol.realms + 1 && c.chance(0.4))
    return dcOutage(x, c.sample(b.dcs, tol.realms + 1), start, end);
  return rackOutage(x, c.sample(b.racks, Math.min(b.racks.length, tol.racks + c.int(1, 2))), start, end);
}

/**
 * `beyond`: more racks unreachable than tolerated, while at most a tolerated set loses its state:
 * a partition of tolerance + 1 or + 2 racks (e.g. 3 of single-dc-8-racks' 8), of one DC more than
 * tolerated, or a tolerated outage plus a partition of one or two more racks.
 */
function bigUnavailability(x: EpisodeContext, start: Us, end: Us): Episode[] {
  const { c, b } = x;
  const tol = b.tolerance;
  const shape = c.weighted<'racks' | 'dcs' | 'mixed'>([
    ['racks', 3],
    ['dcs', b.dcs.length > tol.realms + 1 ? 1.5 : 0],
    ['mixed', 2],
  ]);
  if (shape === 'dcs') {
    const dcs = c.sample(b.dcs, tol.realms + 1);
    return [
      partitionEpisode(
        x,
        nodesOf(
          b,
          dcs.flatMap((d) => b.racksOfDc.get(d) ?? []),
        ),
        dcs.join('+'),
        start,
        end,
      ),
    ];
  }
  if (shape === 'racks') {
    const racks = c.sample(b.racks, Math.min(b.racks.length - 1, tol.racks + c.int(1, 2)));
    return [partitionEpisode(x, nodesOf(b, racks), racks.join('+'), start, end)];
  }
  // A tolerated outage (whole DCs when the config tolerates one, else racks), then a cut beyond it.
  const byDc = tol.realms >= 1;
  const down = byDc
    ? dcOutage(x, c.sample(b.dcs, tol.realms), start, end)
    : rackOutage(x, c.sample(b.racks, tol.racks), start, end);
  const taken = new Set(down.racks);
  const extra = c.sample(
    b.racks.filter((r) => !taken.has(r)),
    (byDc ? tol.racksAfterRealms : 0) + c.int(1, 2),
  );
  const cutFrom = start + c.int(0, 500) * 1000;
  return [down, partitionEpisode(x, nodesOf(b, extra), extra.join('+'), cutFrom, end)];
}

export interface FaultOptions {
  readonly rawLoss?: boolean;
  /** Also draw one-way cuts and message duplication. */
  readonly extraFaults?: boolean;
  /**
   * Late faults: after the main schedule, 1–3 more episodes (own random stream, so the main
   * schedule is unchanged) starting in the last `LATE_US` before the end of the run and healed by
   * it, under the mode's budget constraint together with the main schedule.
   */
  readonly late?: boolean;
}

/** How close to the end of the run late faults start (µs). */
export const LATE_US: Us = 4_000_000;

export function generateFaults(
  seed: number,
  mode: ChaosMode,
  b: FailureBudget,
  nodes: readonly NodeId[],
  t: ChaosTiming,
  opts: FaultOptions = {},
): FaultPlan {
  const x: EpisodeContext = {
    c: new Chooser(seed, STREAM.faults),
    b,
    nodes,
    recoverUs: t.recoverUs,
    rawLoss: opts.rawLoss ?? false,
    extraFaults: opts.extraFaults ?? false,
  };
  const episodes: Episode[] = [];
  if (mode === 'within') background(x, t, x.c.int(4, 12), episodes, 'all');
  else {
    const start = t.faultStartUs + x.c.int(0, 3000) * 1000;
    const end = Math.min(start + x.c.int(2000, 6000) * 1000, t.faultEndUs);
    if (mode === 'beyond') episodes.push(...bigUnavailability(x, start, end));
    else episodes.push(bigOutage(x, start, end));
    background(x, t, x.c.int(1, 4), episodes, mode === 'beyond' ? 'state-loss' : 'none');
  }
  const heals: TimedCommand[] = [{ atUs: t.faultEndUs, command: { kind: 'net.healAll' } }];
  if (opts.late) {
    const late: EpisodeContext = { ...x, c: new Chooser(seed, STREAM.lateFaults) };
    const window = { faultStartUs: Math.max(t.faultEndUs, t.endUs - LATE_US), faultEndUs: t.endUs };
    const k: Constraint = mode === 'within' ? 'all' : mode === 'beyond' ? 'state-loss' : 'none';
    background(late, window, late.c.int(1, 3), episodes, k);
    heals.push({ atUs: t.endUs, command: { kind: 'net.healAll' } });
  }
  episodes.sort((p, q) => p.startUs - q.startUs);
  // Stable sort: the commands of one episode keep their order (down before up).
  const commands = [...episodes.flatMap((e) => e.commands), ...heals].sort((p, q) => p.atUs - q.atUs);
  const peak = peakCharged(b, episodes);
  return { mode, episodes, commands, peakRacks: [...peak].sort(), peakWithin: withinTolerance(b, peak) };
}
