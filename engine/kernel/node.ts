/**
 * The node runtime: a step function over plain data. `createNode` boots a node (every subsystem
 * module's bootstrap, in MODULES order, then the extra services); `stepNode` processes the window's
 * deliveries and the node's own timers in time order (delivery before timer at equal time) up to
 * `until` (exclusive). An actor that throws crashes the whole node: the output says so and the
 * host discards the state.
 */
import { MODULES } from '../subsystems/index.ts';
import type { SubsystemModule } from './subsystem.ts';
import type { Behaviour, Envelope, World } from './actor.ts';
import { heapPop } from './heap.ts';
import { NodeCtx } from './nodectx.ts';
import type {
  NodeBootSpec,
  NodeState,
  NodeStepInput,
  NodeStepOutput,
  ServiceSpec,
  TimerEntry,
} from './nodestate.ts';
import { WATCHERS } from './nodestate.ts';
import { createRng } from './rng.ts';
import { nextTimerAt, timerLess } from './timers.ts';

export interface NodeRuntimeOptions {
  /** Behaviours beyond the modules' (test actors); looked up by `type`. */
  readonly extraBehaviours?: readonly Behaviour<never>[];
  /** Services started on boot after the modules' bootstrap. */
  readonly extraServices?: readonly ServiceSpec[];
  /** Subsystem modules to boot (default MODULES). */
  readonly modules?: readonly SubsystemModule[];
  /** Build trace event objects (false: hash only). Default true. */
  readonly traceFull?: boolean;
}

/** Per-host, read-only runtime environment shared by all nodes (never part of a snapshot). */
export interface NodeEnv {
  readonly world: World;
  readonly behaviours: ReadonlyMap<string, Behaviour<unknown>>;
  readonly modules: readonly SubsystemModule[];
  readonly extraServices: readonly ServiceSpec[];
  readonly traceFull: boolean;
}

export function createNodeEnv(world: World, options: NodeRuntimeOptions = {}): NodeEnv {
  const modules = options.modules ?? MODULES;
  const behaviours = new Map<string, Behaviour<unknown>>();
  const all = [...modules.flatMap((m) => m.behaviours), ...(options.extraBehaviours ?? [])];
  for (const b of all) {
    if (behaviours.has(b.type)) throw new Error(`duplicate behaviour type '${b.type}'`);
    // Behaviour<never> → Behaviour<unknown>: each behaviour only ever sees the state its init made.
    behaviours.set(b.type, b as unknown as Behaviour<unknown>);
  }
  return {
    world,
    behaviours,
    modules,
    extraServices: options.extraServices ?? [],
    traceFull: options.traceFull ?? true,
  };
}

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
    actors: new Map(),
    spawnCounter: 0,
    timers: [],
    liveTimers: new Set(),
    timerCounter: 0,
    watchers: new Map(),
  };
  const ctx = new NodeCtx(env, state);
  ctx.now = spec.at;
  try {
    for (const m of env.modules) {
      m.bootstrap({
        node: spec.node,
        incarnation: spec.incarnation,
        world: env.world,
        spawnService: (type, name, args) => ctx.startActor(type, name, args),
      });
    }
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

export function stepNode(env: NodeEnv, state: NodeState, input: NodeStepInput): NodeStepOutput {
  let ctx = contexts.get(state);
  if (ctx === undefined) {
    ctx = new NodeCtx(env, state);
    contexts.set(state, ctx);
  } else ctx.reset();
  const ds = input.deliveries;
  const until = input.until;
  let i = 0;
  try {
    for (;;) {
      const d: Envelope | undefined = ds[i];
      const tAt = nextTimerAt(state);
      if (d !== undefined && d.deliverAt <= tAt) {
        i++;
        ctx.now = d.deliverAt;
        if (d.to.name === WATCHERS) ctx.notifyWatchers(d);
        else ctx.deliver(d);
      } else if (tAt < until) {
        const timer = heapPop(state.timers, timerLess) as TimerEntry;
        state.liveTimers.delete(timer.id);
        ctx.now = timer.at;
        ctx.fire(timer);
      } else break;
    }
  } catch (e) {
    return ctx.finish(errorText(e));
  }
  if (ctx.now > state.now) state.now = ctx.now;
  return ctx.finish(null);
}
