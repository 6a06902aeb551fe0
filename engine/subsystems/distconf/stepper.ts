/**
 * The four-step move of ring groups toward a target (state-storage-reconfiguration.md; the steps of
 * SelfHeal's FULL path, engine/model/reconfig/steps.ts), run from the node the commands name: each
 * step is one `config.replace`, the next follows after `pauseUs` (automatic) or on `reconfig.next`.
 * YDB enforces no pause on this manual path; running the steps back to back is the hazard of
 * docs/reconfiguration.md "Why each step is followed by a pause".
 */
import type { ActorContext, Us } from '../../kernel/actor.ts';
import { RING_SUBSYSTEMS, type RingGroup, type Subsystem } from '../../model/config/types.ts';
import { chooseActorIdOffset } from '../../model/reconfig/offset.ts';
import { RECONFIG_STEP_NAMES, stepConfig, type ReconfigStep } from '../../model/reconfig/steps.ts';
import type { DistconfLocalCommand } from './commands.ts';
import type { DistconfMessage, InvokeResult } from './messages.ts';
import type { DistconfState } from './state.ts';

/** Starts a root command from this node; the result comes back as distconf.result with the cookie. */
export type Submit = (st: DistconfState, ctx: ActorContext, op: { kind: string; node: number }) => number;

function done(st: DistconfState, ctx: ActorContext, ok: boolean, reason: string | null): void {
  if (st.stepper?.timer != null) ctx.cancel(st.stepper.timer);
  st.stepper = null;
  ctx.emit({ kind: 'reconfig.done', ok, reason });
}

function runStep(st: DistconfState, ctx: ActorContext, step: ReconfigStep, submit: Submit): void {
  const s = st.stepper;
  if (!s) return;
  const patch: Record<string, unknown> = {};
  for (const sub of RING_SUBSYSTEMS) {
    const target = s.targets[sub];
    if (target) patch[sub] = stepConfig(s.base[sub], target, step);
  }
  s.dueAt = null;
  s.timer = null;
  s.inFlight = { step, cookie: submit(st, ctx, { kind: 'config.replace', node: st.self, ...patch }) };
}

export function stepperCommand(
  st: DistconfState,
  ctx: ActorContext,
  c: DistconfLocalCommand,
  submit: Submit,
): void {
  switch (c.kind) {
    case 'reconfig.start': {
      if (st.stepper)
        return ctx.emit({ kind: 'reconfig.done', ok: false, reason: 'a reconfiguration is already running' });
      const base = ctx.world.config;
      const subs: readonly Subsystem[] = c.subsystem === 'all' ? RING_SUBSYSTEMS : [c.subsystem];
      const wanted: Partial<Record<Subsystem, RingGroup>> = {};
      for (const s of subs) wanted[s] = c.target;
      let targets = wanted;
      if (c.target.actorIdOffset === undefined) {
        const off = chooseActorIdOffset(base, wanted);
        if (!off.ok) return ctx.emit({ kind: 'reconfig.done', ok: false, reason: off.reason });
        targets = Object.fromEntries(subs.map((s) => [s, { ...c.target, actorIdOffset: off.offset }]));
      }
      const pauseUs = c.pauseMs === undefined ? null : c.pauseMs * 1000;
      st.stepper = { base, targets, step: 0, pauseUs, dueAt: null, timer: null, inFlight: null };
      return runStep(st, ctx, 1, submit);
    }
    case 'reconfig.next': {
      const s = st.stepper;
      if (!s || s.inFlight !== null || s.step >= 4) return;
      if (s.dueAt !== null && s.dueAt > ctx.now)
        ctx.emit({ kind: 'reconfig.rushed', step: s.step + 1, remainingUs: s.dueAt - ctx.now });
      if (s.timer !== null) ctx.cancel(s.timer);
      return runStep(st, ctx, (s.step + 1) as ReconfigStep, submit);
    }
  }
}

/** The result of a step's config.replace: record it, schedule the next, or stop. Returns false if not a step's. */
export function stepperResult(
  st: DistconfState,
  ctx: ActorContext,
  cookie: number,
  r: InvokeResult,
  submit: Submit,
): boolean {
  const s = st.stepper;
  if (!s || s.inFlight?.cookie !== cookie) return false;
  const step = s.inFlight.step as ReconfigStep;
  s.inFlight = null;
  if (!r.ok) {
    done(st, ctx, false, `step ${step} ${RECONFIG_STEP_NAMES[step]}: ${r.reason}`);
    return true;
  }
  s.step = step;
  const name = RECONFIG_STEP_NAMES[step];
  ctx.emit({ kind: 'reconfig.step', step, name, version: r.version, pauseUs: s.pauseUs });
  if (step === 4) done(st, ctx, true, null);
  else if (s.pauseUs !== null) {
    if (s.pauseUs === 0) runStep(st, ctx, (step + 1) as ReconfigStep, submit);
    else {
      s.dueAt = ctx.now + s.pauseUs;
      s.timer = ctx.schedule(s.pauseUs, {
        kind: 'distconf.timer.step',
        step: step + 1,
        dueAt: s.dueAt,
      } satisfies DistconfMessage);
    }
  }
  return true;
}

export function stepperTimer(
  st: DistconfState,
  ctx: ActorContext,
  step: number,
  dueAt: Us,
  submit: Submit,
): void {
  const s = st.stepper;
  if (!s || s.inFlight !== null || s.step + 1 !== step || s.dueAt !== dueAt) return;
  runStep(st, ctx, step as ReconfigStep, submit);
}
