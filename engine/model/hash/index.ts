export {
  hash64to32,
  hash64to32Parts,
  hash128to32,
  splitU64,
  HASH_C_ADD64,
  HASH_C_ADD128,
  HASH_C_A,
  HASH_C_B,
  HASH_C_C,
  HASH_C_D,
} from './hash64.ts';
export { intHash32, combineHashes, intHash64, combineHashes64 } from './numeric.ts';
export { cityHash64, cityCacheSize, CITY_CACHE_LIMIT } from './city.ts';
export {
  actorIdHash32,
  actorIdHash32Words,
  actorIdHash64Words,
  replicaServiceIdBytes,
  ringContentHash,
} from './actorid.ts';
export type { ReplicaPrefix, ReplicaServiceId, ServiceIdLayout } from './actorid.ts';
