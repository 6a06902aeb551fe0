export * from './validate.ts';
export * from './steps.ts';
export { sameConfiguration, replicaActorIds, firstActorIdCollision, groupLayout } from './actor-ids.ts';
export { ydbSubsystemName } from './names.ts';
