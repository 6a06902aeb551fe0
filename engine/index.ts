/**
 * The engine's public face: everything app/, workers/, cli/ and e2e/ may use. Pure and
 * deterministic: no DOM, no workers, no wall clock, no unseeded randomness.
 */
export * from './model/topology/types.ts';
export * from './model/topology/build.ts';
export * from './presets.ts';
export * from './model/topology/nodeset.ts';
export * from './model/config/types.ts';
export * from './model/config/builder.ts';
export * from './model/config/problems.ts';
export * from './model/config/validate.ts';
export * from './model/hash/index.ts';
export * from './model/selection/index.ts';
export * from './model/quorum/index.ts';
export * from './model/analysis/index.ts';
export * from './kernel/index.ts';
export * from './kernel/commands.ts';
export * from './kernel/messages.ts';
export type * from './kernel/trace.ts';
export { BLOBSTORAGE } from './subsystems/blobstorage/service.ts';
export * from './scenario/index.ts';
export { MODULES, commandService } from './subsystems/index.ts';
export type { InvariantChecker, CheckerFactory } from './invariants/types.ts';
export * from './invariants/index.ts';
export { assertNever, invariant } from './util/assert.ts';
