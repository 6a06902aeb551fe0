/** Public surface of the simulation runtime (it knows no subsystem: see engine/cluster.ts). */
export type { Us } from './actor.ts';
export { type FaultCommand } from './faults.ts';
export type { FaultEvent, KernelEvent, Stamped } from './trace.ts';
export { Simulation, type Checkpoint } from './simulation.ts';
export type { NodeStatus } from './runstate.ts';
export { DEFAULT_LATENCY, lookaheadUs } from './latency.ts';
export type { Host, HostRequest, HostResponse, HostSetup } from './host.ts';
export { isPromise } from './host.ts';
export { InProcessHost, runRequest, spanSite, type SpanSite } from './inprocess.ts';
export type { SpanNode, SpanResult } from './span.ts';
export { createNodeEnv, type NodeEnv } from './env.ts';
export type { NodeBootSpec, NodeState, NodeStepInput, NodeStepOutput, ServiceSpec } from './nodestate.ts';
