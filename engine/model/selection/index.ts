export { WALKER_PRIMES, MAX_RINGS, walkerDelta } from './primes.ts';
export { selectRings, selectRingsInto, walkSteps } from './walker.ts';
export type { WalkerKind, WalkerStep } from './walker.ts';
export { nodeChoiceMode, selectNodeIndex } from './node-choice.ts';
export type { NodeChoiceMode } from './node-choice.ts';
export {
  parseU64,
  parseTabletId,
  recordInput64,
  recordHash,
  recordKeyLabel,
  inputSource,
  hashU64,
} from './record-key.ts';
export type { RecordKey, InputSource } from './record-key.ts';
export { compileGroup, groupRingContentHash } from './compiled-group.ts';
export type { CompiledGroup } from './compiled-group.ts';
export { selectReplicas, selectGroupInto } from './select.ts';
export type { GroupSelection, SelectOptions } from './select.ts';
export { explainSelection } from './explain.ts';
export type { SelectionExplanation, GroupExplanation, RingChoiceExplanation } from './explain.ts';
export {
  replicaServiceName,
  replicaNameIn,
  parseReplicaServiceName,
  subsystemPrefix,
} from './service-name.ts';
export type { ReplicaAddress } from './service-name.ts';
