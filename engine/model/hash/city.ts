/**
 * CityHash64 of a path's UTF-8 bytes. YDB uses Arcadia's util/digest/city.cpp (CityHash v1.0.x,
 * "different from the mainline version", util/digest/city.h); the npm package
 * `@anglinb/city-hash@1.1.0` matches its vectors (see city.test.ts). That package computes in
 * bigint and is slow, so results are kept in a small bounded cache: paths repeat a lot.
 */
import { cityHash64 as cityHash64Raw } from '@anglinb/city-hash';

/** Cache size: enough for the paths of a simulated cluster; older entries are evicted first. */
export const CITY_CACHE_LIMIT = 4096;

const cache = new Map<string, bigint>();

/** CityHash64 (v1.0.x) of the UTF-8 bytes of `s`, as an unsigned 64-bit bigint. */
export function cityHash64(s: string): bigint {
  const hit = cache.get(s);
  if (hit !== undefined) return hit;
  const v = BigInt.asUintN(64, cityHash64Raw(s));
  if (cache.size >= CITY_CACHE_LIMIT) {
    // Map iterates in insertion order: drop the oldest entry.
    const oldest = cache.keys().next();
    if (oldest.done !== true) cache.delete(oldest.value);
  }
  cache.set(s, v);
  return v;
}

/** Number of cached entries (for tests of the bound). */
export function cityCacheSize(): number {
  return cache.size;
}
