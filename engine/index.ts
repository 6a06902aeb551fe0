/**
 * The engine's public face: everything app/, workers/, cli/ and e2e/ may use. Pure and
 * deterministic: no DOM, no workers, no wall clock, no unseeded randomness.
 */
export * from './topology/types.ts';
export * from './topology/build.ts';
export * from './topology/presets.ts';
export * from './topology/nodeset.ts';
export * from './config/types.ts';
export * from './config/builder.ts';
export * from './config/problems.ts';
export * from './config/validate.ts';
export * from './hash/index.ts';
export * from './selection/index.ts';
export * from './quorum/index.ts';
export * from './sim/index.ts';
export * from './sim/commands.ts';
export * from './sim/messages.ts';
export type * from './sim/trace.ts';
export { BLOBSTORAGE } from './sim/blobstorage.ts';
export * from './scenario/index.ts';
export { MODULES, commandService } from './actors/registry.ts';
export type { InvariantChecker, CheckerFactory } from './invariants/types.ts';
export * from './invariants/index.ts';
export { assertNever, invariant } from './util/assert.ts';
