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
export * from './model/config/schema.ts';
export * from './model/analysis/index.ts';
export * from './model/maintenance/index.ts';
export * from './kernel/index.ts';
export {
  subsystemsById,
  type Command,
  type NodeCommand,
  type SubsystemDescriptor,
  type TraceEvent,
} from './subsystems/index.ts';
export * from './cluster.ts';
export * from './scenario/index.ts';
export type { InvariantChecker } from './invariants/types.ts';
export * from './invariants/index.ts';
export { assertNever } from './util/assert.ts';
export {
  CHAOS_MODES,
  chaosScenario,
  chaosTimingFor,
  DEFAULT_CHAOS_DURATION_S,
  MAX_CHAOS_DURATION_S,
  MIN_CHAOS_DURATION_S,
  DEFAULT_CHAOS_PRESET,
  emptyStats,
  failures,
  formatSize,
  mergeStats,
  PLANTED_BUGS,
  reproduceCommand,
  runChaos,
  scenarioSize,
  shrinkScenario,
  traceHashAt,
  violationNodes,
  chaosReplayCheckers,
  type ReproViolation,
  type ScenarioSize,
  type ChaosMode,
  type ChaosResult,
  type RunStats,
} from './chaos/index.ts';
export { Chooser, STREAM } from './chaos/random.ts';
export { SCHEMA_PATHS, schemaChanges } from './chaos/schema-workload.ts';
export { SCHEMESHARD_ID } from './chaos/workload.ts';
export {
  bridgeFold,
  bridgePublicState,
  committedClusterState,
  configUnderBridge,
  copyBridge,
  pileRingState,
  readsBridge,
  type BridgeStatus,
} from './folds/bridge.ts';
export type { BridgeRefusal, RefusedSession } from './folds/bridgeRecords.ts';
export {
  clusterStatusFold,
  downDomains,
  isFaultEvent,
  type ClusterStatus,
  type NodeHealth,
} from './folds/clusterStatus.ts';
export { type Fold, type FoldWorld } from './folds/fold.ts';
export { dsProxyStatus } from './folds/dsProxy.ts';
export { staticGroupStatus, type StaticGroupStatus } from './folds/staticGroups.ts';
export { bridgePools, tabletChannelGroup } from './model/bridge/pools.ts';
export {
  INITIAL_CONFIG_VERSION,
  appliedVersionOf,
  copyLiveConfig,
  initLiveConfig,
  latestConfig,
  liveConfigFold,
  liveConfigOf,
  readsLiveConfig,
  type LiveConfig,
} from './folds/liveConfig.ts';
export { reconfigSettled, reconfigWait, type ReconfigWait, type SentReconfig } from './folds/reconfigWait.ts';
export {
  boardLabel,
  emptyObservers,
  foldObservers,
  observersFold,
  type BoardObserver,
  type ObserverState,
  type SchemaObserver,
  type TabletEvent,
  type TabletObserver,
} from './folds/observers.ts';
export {
  emptySelfHeal,
  foldSelfHeal,
  stuckBadNodes,
  type SelfHealRunView,
  type SelfHealView,
} from './folds/selfHeal.ts';
export {
  copyMembership,
  isMember,
  membershipFold,
  nextReservedNode,
  nextReservedRack,
  readsMembership,
  type Membership,
} from './folds/membership.ts';
export {
  joinRefusalText,
  reserveCommands,
  type JoinPlace,
  type JoinRefusal,
} from './model/topology/membership.ts';
export {
  formatSpareItem,
  MAX_SPARE_ITEMS,
  parseSpareItem,
  withSpare,
  type SpareItem,
} from './model/topology/spare.ts';
export { KERNEL_EVENT_KINDS } from './kernel/trace.ts';
export {
  MAX_CONFIG_BYTES,
  MAX_CUT_SIZE,
  MAX_CUT_VISITS,
  MAX_FILE_BYTES,
  MAX_JSON_DEPTH,
  MAX_LESSONS,
  MAX_LESSON_ANSWERS,
  MAX_LESSON_COMMANDS,
  MAX_LESSON_HIGHLIGHTS,
  MAX_LESSON_STEPS,
  MAX_LESSON_TEXT,
  MAX_LINK_DELAY_MS,
  MAX_NODES,
  MAX_SAMPLES,
  MAX_SEED,
  MAX_SHARED_RECORD_CHARS,
  MAX_SHARED_VIOLATION_CHARS,
  MAX_SHARED_VIOLATION_NODES,
  MAX_SHARE_STATE_CHARS,
  MAX_SHARE_JSON_CHARS,
  MAX_YAML_ALIAS_COUNT,
  MAX_STEPS,
  MAX_VIRTUAL_MS,
  LimitExceededError,
  formatLimit,
  parseSeedText,
} from './limits.ts';
export { traceStreamWriter } from './kernel/traceio.ts';
export { type RingGroupPileState } from './model/bridge/ringgroups.ts';
export { type ClusterState, type PileState } from './model/bridge/state.ts';
export { validateSwitch } from './model/bridge/transitions.ts';
export {
  RECONFIG_STEPS,
  chooseActorIdOffset,
  stepConfig,
  validateReplace,
  type ConfigPatch,
} from './model/reconfig/index.ts';
export { RECONFIG_STEP_NAMES, type ReconfigStep } from './model/reconfig/steps.ts';
export {
  YAML_LIMITS,
  exportDomainsPatch,
  exportYdbConfig,
  formatProblem,
  importYdbConfig,
  type PlaceholderNode,
  type YamlImport,
  type YamlProblem,
} from './model/yamlconfig/index.ts';
export {
  MAX_FLOW_DEPTH,
  MAX_INDENT_COLUMNS,
  MAX_REPORTED,
  MAX_RING_GROUPS,
} from './model/yamlconfig/limits.ts';
export {
  YAML_MESSAGES,
  yamlEnglish,
  yt,
  type YamlMessageKey,
  type YamlParam,
  type YamlText,
} from './model/yamlconfig/messages.ts';
export { msSchema } from './scenario/command-schema.ts';
export { EVIDENCE_CODES, type Evidence, type EvidenceCode, type EvidenceValue } from './scenario/evidence.ts';
export { expectSchema } from './scenario/expect-schema.ts';
export { createEvaluator, type EvalContext, type Verdict } from './scenario/expectations.ts';
export {
  SCENARIO_MESSAGES,
  scenarioEnglish,
  st,
  type ScenarioMessageKey,
  type ScenarioText,
} from './scenario/parseMessages.ts';
export { configOptionsSchema, doStepSchema } from './scenario/schema.ts';
export { boardSummary } from './subsystems/board/replica.ts';
export { type BridgeCommand } from './subsystems/distconf/bridge/commands.ts';
export { pileDriveCommands } from './subsystems/distconf/bridge/drives.ts';
export { staticNodesOf } from './subsystems/distconf/module.ts';
export { DEFAULT_STEP_PAUSE_US } from './subsystems/distconf/names.ts';
export { type SelfHealEvent } from './subsystems/distconf/selfheal/events.ts';
export { reversedGroup } from './subsystems/distconf/targets.ts';
export { type SharedEvent } from './subsystems/events.ts';
export { SUBSYSTEM_DESCRIPTORS } from './subsystems/index.ts';
export { describeSummary, type PathDescription } from './subsystems/schemeboard/messages.ts';
export { MAX_YAML_FILE_BYTES } from './model/yamlconfig/limits.ts';
// The kernel's test actors and topology: the worker hosts register them and the bench floods with them.
export { TESTING_BEHAVIOURS } from './kernel/testing/index.ts';
export { EMPTY_CONFIG, testTopology } from './kernel/testing/topology.ts';
