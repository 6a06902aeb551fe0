/**
 * What the Board exports to other subsystems (declared in their descriptors' `uses`): its replica
 * targets, which SchemeBoard shares (YDB's SchemeBoard picks replicas as the Board does,
 * ydb/core/base/statestorage.cpp TStateStorageInfo::SelectReplicas).
 */
export { targetsFor, writeReplicas, type GroupTargets } from './targets.ts';
