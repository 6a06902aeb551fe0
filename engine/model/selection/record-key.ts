/**
 * What a record is keyed by, and the 32-bit hash that drives its selection.
 * ydb/core/base/statestorage_proxy.cpp turns every key into a 64-bit "fake tablet id":
 * StateStorage uses the TabletId; Board `CityHash64(path)`; SchemeBoard `CityHash64(path)`
 * (KeyTypePath) or `TPathId::Hash()` = `Hash128to32(OwnerId, LocalPathId)` (KeyTypePathId,
 * ydb/core/base/pathid.cpp). That value then goes through `StateStorageHashFromTabletID` =
 * `(ui32)Hash64to32(id)` (ydb/core/base/tabletid.h).
 */
import { cityHash64 } from '../hash/city.ts';
import { hash128to32, hash64to32Parts } from '../hash/hash64.ts';
import { assertNever } from '../../util/assert.ts';

export type RecordKey =
  | { kind: 'tablet'; tabletId: string | bigint }
  | { kind: 'path'; path: string }
  | { kind: 'pathId'; ownerId: string | bigint; localPathId: string | bigint };

const U64_LIMIT = 1n << 64n;
const DECIMAL_RE = /^\d+$/;

/** Parses a decimal ui64 (0 <= v < 2^64) or checks a bigint's range; throws a clear error otherwise. */
function parseU64(value: string | bigint, what = 'tablet id'): bigint {
  let v: bigint;
  if (typeof value === 'bigint') {
    v = value;
  } else {
    const s = value.trim();
    if (!DECIMAL_RE.test(s)) {
      throw new Error(`invalid ${what} ${JSON.stringify(value)}: expected a decimal integer 0 <= id < 2^64`);
    }
    v = BigInt(s);
  }
  if (v < 0n || v >= U64_LIMIT) {
    throw new Error(`invalid ${what} ${String(value)}: out of range, expected 0 <= id < 2^64`);
  }
  return v;
}

export function parseTabletId(value: string | bigint): bigint {
  return parseU64(value, 'tablet id');
}

/** Where the 64-bit selection input came from (for explanations). */
export type InputSource = 'tabletId' | 'cityHash64(path)' | 'hash128to32(ownerId, localPathId)';

export function inputSource(key: RecordKey): InputSource {
  switch (key.kind) {
    case 'tablet':
      return 'tabletId';
    case 'path':
      return 'cityHash64(path)';
    case 'pathId':
      return 'hash128to32(ownerId, localPathId)';
    default:
      return assertNever(key, 'record key');
  }
}

/** The 64-bit value YDB feeds to Hash64to32 for this key (the proxy's "fake tablet id"). */
export function recordInput64(key: RecordKey): bigint {
  switch (key.kind) {
    case 'tablet':
      return parseTabletId(key.tabletId);
    case 'path':
      return cityHash64(key.path);
    case 'pathId':
      return BigInt(
        hash128to32(parseU64(key.ownerId, 'owner id'), parseU64(key.localPathId, 'local path id')),
      );
    default:
      return assertNever(key, 'record key');
  }
}

/** Hash64to32 of a 64-bit bigint through the bigint-free path. */
export function hashU64(x: bigint): number {
  return hash64to32Parts(Number(x >> 32n), Number(x & 0xffffffffn));
}

/** `StateStorageHashFromTabletID(recordInput64(key))`: unsigned 32-bit. */
export function recordHash(key: RecordKey): number {
  return hashU64(recordInput64(key));
}

/** A short label for the UI, e.g. `tablet 72075186224037888`, `path /Root`, `pathId [1:2]`. */
export function recordKeyLabel(key: RecordKey): string {
  switch (key.kind) {
    case 'tablet':
      return `tablet ${String(key.tabletId)}`;
    case 'path':
      return `path ${key.path}`;
    case 'pathId':
      return `pathId [${String(key.ownerId)}:${String(key.localPathId)}]`;
    default:
      return assertNever(key, 'record key');
  }
}
