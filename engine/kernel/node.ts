/**
 * The node runtime: a step function over plain data. `createNode` boots a node (every subsystem's
 * bootstrap, in order, then the extra services); `stepNode` processes the step's configuration
 * changes, deliveries and the node's own timers in time order (at equal times: configuration, then
 * delivery, then timer) up to `until` (exclusive). An actor that throws crashes the whole node: the
 * output says so and the host discards the state.
 */
import type { Envelope } from './actor.ts';
import type { NodeEnv } from './env.ts';
import { heapPop } from './heap.ts';
import { applyConfigChange, bootOf } from './nodeboot.ts';
import { NodeCtx } from './nodectx.ts';
import type {
  ConfigChange,
  NodeBootSpec,
  NodeState,
  NodeStepInput,
  NodeStepOutput,
  TimerEntry,
} from './nodestate.ts';
import { WATCHERS } from './nodestate.ts';
import { createRng } from './rng.ts';
import { nextTimerAt, timerLess } from './timers.ts';

function errorText(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

/** Boots node `node` (incarnation ≥ 1) at virtual time `at`. */
export function createNode(env: NodeEnv, spec: NodeBootSpec): { state: NodeState; output: NodeStepOutput } {
  const state: NodeState = {
    node: spec.node,
    incarnation: spec.incarnation,
    now: spec.at,
    rng: createRng(spec.seed),
    config: spec.config?.config ?? env.world.config,
    configVersion: spec.config?.version ?? 1,
    disk: spec.config?.disk ?? {},
    actors: new Map(),
    spawnCounter: 0,
    timers: [],
    liveTimers: new Map(),
    timerCounter: 0,
    traced: 0,
    watchers: new Map(),
  };
  const ctx = new NodeCtx(env, state);
  ctx.now = spec.at;
  try {
    for (const m of env.subsystems) m.bootstrap?.(bootOf(env, state, ctx));
    for (const s of env.extraServices) {
      if (s.node === 'all' || s.node === spec.node) ctx.startActor(s.type, s.name, s.args);
    }
  } catch (e) {
    return { state, output: ctx.finish(`boot: ${errorText(e)}`) };
  }
  return { state, output: ctx.finish(null) };
}

/** One context per live node state (dropped with the state; restored states get a new one). */
const contexts = new WeakMap<NodeState, NodeCtx>();
const NO_CONFIGS: readonly ConfigChange[] = [];

export function stepNode(env: NodeEnv, state: NodeState, input: NodeStepInput): NodeStepOutput {
  let ctx = contexts.get(state);
  if (ctx === undefined) {
    ctx = new NodeCtx(env, state);
    contexts.set(state, ctx);
  } else ctx.reset();
  const ds = input.deliveries;
  const cs = input.configs ?? NO_CONFIGS;
  const until = input.until;
  const fired = input.fired;
  let i = 0;
  let j = 0;
  try {
    for (;;) {
      const d: Envelope | undefined = ds[i];
      const c = cs[j];
      const tAt = nextTimerAt(state);
      if (c !== undefined && (d === undefined || c.at <= d.deliverAt) && c.at <= tAt) {
        j++;
        ctx.now = c.at;
        applyConfigChange(env, state, ctx, c);
      } else if (d !== undefined && d.deliverAt <= tAt) {
        i++;
        ctx.now = d.deliverAt;
        if (d.to.name === WATCHERS) ctx.notifyWatchers(d);
        else ctx.deliver(d);
      } else if (tAt < until) {
        const timer = heapPop(state.timers, timerLess) as TimerEntry;
        state.liveTimers.delete(timer.id);
        ctx.now = timer.at;
        fired?.push(timer.at);
        ctx.fire(timer);
      } else break;
    }
  } catch (e) {
    return ctx.finish(errorText(e));
  }
  if (ctx.now > state.now) state.now = ctx.now;
  return ctx.finish(null);
}
