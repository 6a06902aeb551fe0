/**
 * What subsystems get to act on a node (NodeBoot) when it boots or switches configuration, and the
 * switch itself — shared by the kernel's `config.apply` (node.ts) and an actor's `ctx.applyConfig`
 * (nodectx.ts), so both paths emit the same `config.applied` and call the same `onConfig` hooks.
 */
import type { NodeEnv } from './env.ts';
import type { ConfigChange, ConfigVersion, NodeState } from './nodestate.ts';
import type { ActorId, EventBody, KernelMessage, World } from './actor.ts';
import type { NodeBoot } from './subsystem.ts';
import type { KernelEventBody } from './trace.ts';

/** The part of a node's context a boot uses (structural, so this module does not import nodectx.ts). */
export interface BootCtx {
  readonly incarnation: number;
  readonly world: World;
  startActor(type: string, name: string, args: unknown): ActorId;
  stopActor(name: string): void;
  send(to: ActorId, msg: KernelMessage): void;
  emit(event: EventBody): void;
}

export function bootOf(env: NodeEnv, state: NodeState, ctx: BootCtx): NodeBoot {
  return {
    node: state.node,
    incarnation: ctx.incarnation,
    world: ctx.world,
    initialConfig: env.world.config,
    spawnService: (type, name, args) => ctx.startActor(type, name, args),
    hasService: (name) => state.actors.has(name),
    stopService: (name) => ctx.stopActor(name),
    send: (to, msg) => ctx.send(to, msg),
    actorsOfType: (type) => [...state.actors.values()].filter((a) => a.type === type).map((a) => a.self),
    emit: (event) => ctx.emit(event),
  };
}

/** The node switches configuration: it says so in the trace, then each subsystem may react. */
export function applyConfigChange(env: NodeEnv, state: NodeState, ctx: BootCtx, change: ConfigChange): void {
  const prev = state.config;
  state.config = change.config;
  state.configVersion = change.version;
  const applied: KernelEventBody = { kind: 'config.applied', version: change.version };
  ctx.emit(applied);
  for (const m of env.subsystems) m.onConfig?.(bootOf(env, state, ctx), prev, change.config);
}

/** What a node reboots with: its config and its durable records. */
export function rebootConfig(state: NodeState): ConfigVersion {
  const { config, configVersion: version, disk } = state;
  return Object.keys(disk).length > 0 ? { version, config, disk } : { version, config };
}
