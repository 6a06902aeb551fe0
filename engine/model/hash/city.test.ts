import { describe, expect, it } from 'vitest';
import { CITY_CACHE_LIMIT, cityCacheSize, cityHash64 } from './city.ts';

describe('cityHash64 (CityHash v1.0.x, docs/model.md vectors)', () => {
  it.each([
    ['', 11160318154034397263n],
    ['abc', 4220206313085259313n],
    ['Moscow', 12507901496292878638n],
    ['hello world', 12386028635079221413n],
    ['a'.repeat(17), 343169547249257593n],
    ['gpc+/Root/db', 6332593740593949029n],
    ['/Root', 6295855503517040366n],
  ])('%j', (s, want) => {
    expect(cityHash64(s)).toBe(want);
    // Second call is served from the cache and must be identical.
    expect(cityHash64(s)).toBe(want);
  });

  it('hashes the UTF-8 bytes of non-ASCII paths', () => {
    expect(cityHash64('/Root/Москва')).not.toBe(cityHash64('/Root/Moskva'));
  });

  it('keeps the cache bounded', () => {
    for (let i = 0; i < CITY_CACHE_LIMIT + 50; i++) cityHash64(`/Root/t${i}`);
    expect(cityCacheSize()).toBeLessThanOrEqual(CITY_CACHE_LIMIT);
    // Evicted entries are recomputed to the same value.
    const v = cityHash64('/Root/t0');
    expect(cityHash64('/Root/t0')).toBe(v);
  });
});
