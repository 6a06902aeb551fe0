/** Public surface of the simulation runtime (it knows no subsystem: see engine/cluster.ts). */
export type {
  ActorContext,
  ActorId,
  AnyBehaviour,
  Behaviour,
  Envelope,
  EventBody,
  KernelMessage,
  TimerId,
  Us,
  World,
} from './actor.ts';
export { USER } from './actor.ts';
export {
  kindOf,
  nameSchema,
  nodeIdSchema,
  nodeSetSchema,
  usSchema,
  type CommandBase,
  type KindSchema,
  type TimedCommand,
} from './commands.ts';
export {
  FAULTS,
  FAULT_KINDS,
  FAULT_SCHEMAS,
  isFaultCommand,
  type FaultCommand,
  type FaultKind,
  type FaultTarget,
} from './faults.ts';
export type { NodeCommandBase, SystemMessage } from './messages.ts';
export type {
  DropReason,
  EventBase,
  FaultEvent,
  KernelEvent,
  KernelEventBody,
  NetworkEvent,
  RunEvent,
  Stamped,
} from './trace.ts';
export type { ExternalService, KernelSubsystem, NodeBoot } from './subsystem.ts';
export { Simulation, type Checkpoint, type SimulationOptions } from './simulation.ts';
export type { SimulationSpec } from './spec.ts';
export type { AnyCommand, NodeStatus } from './runstate.ts';
export { TraceRecorder, type TraceListener, type TraceMode } from './recorder.ts';
export { exportJson, importTrace, replayTrace, type ReplayOptions, type TraceExport } from './traceio.ts';
export { DEFAULT_LATENCY, LatencyModel, lookaheadUs, type LatencyOptions } from './latency.ts';
export { createRng, deriveSeed, nextFloat, nextU32, type RngState } from './rng.ts';
export type { Host, HostRequest, HostResponse, HostSetup, MaybePromise } from './host.ts';
export { InProcessHost, runRequest } from './inprocess.ts';
export { createNodeEnv, type NodeEnv, type NodeRuntimeOptions } from './env.ts';
export { createNode, stepNode } from './node.ts';
export type {
  ConfigChange,
  ConfigVersion,
  NodeBootSpec,
  NodeState,
  NodeStepInput,
  NodeStepOutput,
  ServiceSpec,
} from './nodestate.ts';
