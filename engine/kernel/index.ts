/** Public surface of the simulation runtime. */
export type { ActorContext, ActorId, Behaviour, Envelope, TimerId, Us, World } from './actor.ts';
export { USER } from './actor.ts';
export type { Command, FaultCommand, NodeCommand, NodeSet } from './commands.ts';
export type { Message } from './messages.ts';
export type { TraceEvent, TraceEventKind, DropReason } from './trace.ts';
export { Simulation, type Checkpoint, type SimulationOptions } from './simulation.ts';
export type { NodeStatus, SimulationSpec, TimedCommand } from './scheduler.ts';
export { Scheduler } from './scheduler.ts';
export { TraceRecorder, type TraceListener, type TraceMode } from './recorder.ts';
export { exportJson, importTrace, replayTrace, type ReplayOptions, type TraceExport } from './traceio.ts';
export { DEFAULT_LATENCY, LatencyModel, lookaheadUs, type LatencyOptions } from './latency.ts';
export { createRng, deriveSeed, nextFloat, nextU32, type RngState } from './rng.ts';
export type { Host, HostRequest, HostResponse, HostSetup, MaybePromise } from './host.ts';
export { InProcessHost, runRequest } from './inprocess.ts';
export { createNode, createNodeEnv, stepNode, type NodeEnv, type NodeRuntimeOptions } from './node.ts';
export type { NodeState, NodeStepInput, NodeStepOutput, ServiceSpec, NodeBootSpec } from './nodestate.ts';
