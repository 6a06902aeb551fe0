/**
 * One SelfHeal run as plain data (distconf_selfheal.cpp): `TStateStorageSelfhealActor` (FULL, four
 * ReconfigStateStorage commands) and `TStateStorageReassignNodeSelfhealActor` (ONE_NODE, two
 * ReassignStateStorageNode commands, DisableRing first). Each step sends its command and schedules
 * a wakeup after `w`; at the wakeup the step's result must have arrived OK, else the run ends
 * "Previous reconfiguration step not finished yet."; a non-OK result ends it with its reason; after
 * the last step's wakeup it ends OK. The actor glue turns `RunEffect`s into messages.
 */
import type { ClusterConfig, RingGroup, Subsystem } from '../../../model/config/types.ts';
import { stepConfig, type ReconfigStep } from '../../../model/reconfig/steps.ts';
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
      readonly targets: Partial<Record<Subsystem, RingGroup>>;
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
    if (t !== undefined) op[s] = stepConfig(plan.start[s], t, step as ReconfigStep);
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
