/**
 * One SelfHeal run as plain data (distconf_selfheal.cpp): `TStateStorageSelfhealActor` (FULL, four
 * ReconfigStateStorage commands) and `TStateStorageReassignNodeSelfhealActor` (ONE_NODE, two
 * ReassignStateStorageNode commands, DisableRing first). Each step sends its command and schedules
 * a wakeup after `w`; at the wakeup the step's result must have arrived OK, else the run ends
 * "Previous reconfiguration step not finished yet."; a non-OK result ends it with its reason; after
 * the last step's wakeup it ends OK. The actor glue turns `RunEffect`s into messages.
 *
 * Bridge mode: the target holds one group per pile and each step carries all of them, so every
 * pile's group goes through the four steps in the same commit (`RequestChangeStateStorage` with
 * `PilesCount`).
 */
import type { ClusterConfig, RingGroup, Subsystem } from '../../../model/config/types.ts';
import type { ReconfigStep } from '../../../model/reconfig/steps.ts';
import { RING_SUBSYSTEMS } from '../../../model/config/types.ts';
import type { NodeId } from '../../../model/topology/types.ts';
import { clampWaitForConfigStep, SELFHEAL_COMMITS } from '../../../model/selfheal/timing.ts';

export type RunPlan =
  | {
      readonly kind: 'ONE_NODE';
      readonly from: NodeId;
      readonly to: NodeId;
      readonly subsystems: readonly Subsystem[];
    }
  | {
      readonly kind: 'FULL';
      /** The configuration the run started from: every step copies its counted groups. */
      readonly start: ClusterConfig;
      /** Per moved subsystem: one group, or one per pile. */
      readonly targets: Partial<Record<Subsystem, readonly RingGroup[]>>;
      /** Piles of the cluster (0 without bridge mode), YDB's `pilesCount`. */
      readonly pilesCount: number;
    };

/** A root command of one step: `config.replace` (FULL) or `config.reassign` (ONE_NODE). */
type StepOp =
  | ({ readonly kind: 'config.replace' } & Partial<
      Record<Subsystem, { readonly ringGroups: readonly RingGroup[] }>
    >)
  | {
      readonly kind: 'config.reassign';
      readonly from: NodeId;
      readonly to: NodeId;
      readonly subsystems: readonly Subsystem[];
      readonly disableRing: boolean;
    };

export interface RunState {
  readonly plan: RunPlan;
  readonly waitUs: number;
  /** Step sent last, 1-based. */
  step: number;
  /** Its result arrived OK (YDB `AllowNextStep`). */
  acked: boolean;
  status: 'running' | 'ok' | 'error';
  reason?: string;
}

export type RunEffect =
  | { readonly kind: 'send'; readonly step: number; readonly op: StepOp }
  | { readonly kind: 'wake'; readonly step: number; readonly afterUs: number }
  | { readonly kind: 'finished'; readonly status: 'ok' | 'error'; readonly reason?: string };

export function totalSteps(plan: RunPlan): number {
  return SELFHEAL_COMMITS[plan.kind];
}

function flagged(g: RingGroup, writeOnly: boolean): RingGroup {
  return g.writeOnly === writeOnly ? g : { ...g, writeOnly };
}

/**
 * `RequestChangeStateStorage` for one subsystem: the current non-WriteOnly groups (WriteOnly at
 * step 3, and in bridge mode also past index `pilesCount`: YDB's `i > PilesCount`, kept as read)
 * before the new groups at steps 1–2 and after them at step 3; the new groups alone at step 4.
 * The caller's `pilesCount` for a cluster without piles is not in the version read; 0 here
 * forces nothing, as before piles were passed.
 */
export function stepGroups(
  current: readonly RingGroup[],
  targets: readonly RingGroup[],
  step: ReconfigStep,
  pilesCount: number,
): RingGroup[] {
  const old = current.flatMap((g, i) =>
    g.writeOnly ? [] : [flagged(g, step === 3 || (pilesCount > 0 && i > pilesCount))],
  );
  const added = targets.map((g) => flagged(g, step === 1));
  if (step === 4) return added;
  return step === 3 ? [...added, ...old] : [...old, ...added];
}

function stepOp(plan: RunPlan, step: number): StepOp {
  if (plan.kind === 'ONE_NODE')
    return {
      kind: 'config.reassign',
      from: plan.from,
      to: plan.to,
      subsystems: plan.subsystems,
      disableRing: step === 1,
    };
  const op: Record<string, unknown> = { kind: 'config.replace' };
  for (const s of RING_SUBSYSTEMS) {
    const t = plan.targets[s];
    if (t !== undefined)
      op[s] = { ringGroups: stepGroups(plan.start[s].ringGroups, t, step as ReconfigStep, plan.pilesCount) };
  }
  return op as StepOp;
}

function sendStep(st: RunState, step: number): RunEffect[] {
  st.step = step;
  st.acked = false;
  return [
    { kind: 'send', step, op: stepOp(st.plan, step) },
    { kind: 'wake', step, afterUs: st.waitUs },
  ];
}

function finish(st: RunState, status: 'ok' | 'error', reason?: string): RunEffect[] {
  st.status = status;
  if (reason !== undefined) st.reason = reason;
  return [{ kind: 'finished', status, ...(reason === undefined ? {} : { reason }) }];
}

/** Bootstrap: the first step goes out at once. `waitUs` is clamped as YDB's constructors do. */
export function startRun(plan: RunPlan, waitUs: number): { state: RunState; effects: RunEffect[] } {
  const state: RunState = {
    plan,
    waitUs: clampWaitForConfigStep(waitUs),
    step: 0,
    acked: false,
    status: 'running',
  };
  return { state, effects: sendStep(state, 1) };
}

/** `HandleResult` of the step in flight. */
export function onStepResult(st: RunState, step: number, ok: boolean, reason: string): RunEffect[] {
  if (st.status !== 'running' || step !== st.step) return [];
  if (!ok) return finish(st, 'error', reason);
  st.acked = true;
  return [];
}

/** `HandleWakeup`. */
export function onWakeup(st: RunState, step: number): RunEffect[] {
  if (st.status !== 'running' || step !== st.step) return [];
  if (!st.acked) return finish(st, 'error', 'Previous reconfiguration step not finished yet.');
  if (st.step >= totalSteps(st.plan)) return finish(st, 'ok');
  return sendStep(st, st.step + 1);
}

/** Poisoned: the distconf root was lost, or a new SelfHeal request replaced this run. */
export function abortRun(st: RunState, reason: string): RunEffect[] {
  if (st.status !== 'running') return [];
  return finish(st, 'error', reason);
}
