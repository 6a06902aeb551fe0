/**
 * Replica-selection throughput, in process. The fast path (bigint-free Hash64to32 on 32-bit
 * halves + selectGroupInto into typed arrays) against a naive baseline (bigint Hash64to32, the
 * array-building walker and ReplicaRef objects). Figures are printed by the caller; never asserted.
 */
import {
  hash64to32,
  hash64to32Parts,
  compileGroup,
  recordHash,
  selectGroupInto,
  selectNodeIndex,
  selectReplicas,
  selectRings,
  type ReplicaRef,
  type RingGroup,
} from '../../engine/index.ts';

export interface BenchResult {
  name: string;
  opsPerSec: number;
  target?: number;
}

const TARGET_FAST = 10_000_000;
const WARMUP_MS = 300;
const RUN_MS = 1000;

const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

/**
 * Runs `batch(n)` (n operations) until RUN_MS of this process's CPU time have passed, after a
 * warm-up; operations per CPU second (on a shared machine wall time mostly measures the
 * neighbours; on an idle core the two agree).
 */
function measure(batch: (n: number) => number): number {
  let sink = 0;
  let n = 1000;
  const warmEnd = cpuMs() + WARMUP_MS;
  while (cpuMs() < warmEnd) sink ^= batch(n);
  let ops = 0;
  const t0 = cpuMs();
  let t = t0;
  while (t - t0 < RUN_MS) {
    sink ^= batch(n);
    ops += n;
    t = cpuMs();
    if (n < 1_000_000) n *= 2;
  }
  if (sink === 0.5) console.log('unreachable'); // keeps `sink` observable
  return ops / ((t - t0) / 1000);
}

function group9(perRing: number, ringSpecific: boolean): RingGroup {
  return {
    ntoSelect: 5,
    writeOnly: false,
    ringSpecificNodeSelection: ringSpecific,
    rings: Array.from({ length: 9 }, (_, r) => ({
      replicas: Array.from({ length: perRing }, (_, j) => 1 + r * perRing + j),
    })),
  };
}

const TABLET_HI = 0x01001000; // 72075186224037888 = 0x0100100000010000
const TABLET_LO = 0x00010000;

export function benchSelection(): BenchResult[] {
  const group = group9(3, true);
  const compiled = compileGroup('statestorage', group);
  const config = { ringGroups: [group] };
  const rings = new Int32Array(compiled.ntoSelect);
  const idx = new Int32Array(compiled.ntoSelect);
  let seq = 0;

  const fastFromId = measure((n) => {
    let acc = 0;
    for (let i = 0; i < n; i++) {
      const hash = hash64to32Parts(TABLET_HI, (TABLET_LO + seq++) >>> 0);
      selectGroupInto(rings, idx, compiled, hash);
      acc ^= (rings[0] as number) + (idx[4] as number);
    }
    return acc;
  });

  const fastFromHash = measure((n) => {
    let acc = 0;
    for (let i = 0; i < n; i++) {
      selectGroupInto(rings, idx, compiled, Math.imul(seq++, 0x9e3779b1) >>> 0);
      acc ^= (rings[0] as number) + (idx[4] as number);
    }
    return acc;
  });

  const legacyFromHash = measure((n) => {
    let acc = 0;
    for (let i = 0; i < n; i++) {
      selectGroupInto(rings, idx, compiled, Math.imul(seq++, 0x9e3779b1) >>> 0, 'legacy');
      acc ^= rings[0] as number;
    }
    return acc;
  });

  const friendly = measure((n) => {
    let acc = 0;
    for (let i = 0; i < n; i++) {
      const sel = selectReplicas(config, 'statestorage', Math.imul(seq++, 0x9e3779b1) >>> 0);
      acc ^= sel[0]?.replicas[0]?.node ?? 0;
    }
    return acc;
  });

  const base = 72075186224037888n;
  const naive = measure((n) => {
    let acc = 0;
    for (let i = 0; i < n; i++) {
      const hash = hash64to32(base + BigInt(seq++ & 0xffffff));
      const ringList = selectRings(hash, 9, 5);
      const refs: ReplicaRef[] = ringList.map((ring) => {
        const index = selectNodeIndex(hash, 3, true, compiled.contentHashes[ring] as number);
        return {
          subsystem: 'statestorage',
          group: 0,
          ring,
          index,
          node: group.rings[ring]?.replicas[index] as number,
        };
      });
      acc ^= refs[0]?.node ?? 0;
    }
    return acc;
  });

  const paths = Array.from({ length: 512 }, (_, i) => `/Root/db/table_${i}`);
  const pathHash = measure((n) => {
    let acc = 0;
    for (let i = 0; i < n; i++) acc ^= recordHash({ kind: 'path', path: paths[seq++ & 511] as string });
    return acc;
  });

  return [
    {
      name: 'selection fast: tablet id hi/lo -> 9 rings nto 5 (ring-specific)',
      opsPerSec: fastFromId,
      target: TARGET_FAST,
    },
    {
      name: 'selection fast: precomputed hash -> 9 rings nto 5',
      opsPerSec: fastFromHash,
      target: TARGET_FAST,
    },
    { name: 'selection fast: precomputed hash, legacy walker', opsPerSec: legacyFromHash },
    { name: 'selection friendly: selectReplicas (ReplicaRef objects)', opsPerSec: friendly },
    { name: 'selection naive baseline: bigint Hash64to32 + arrays', opsPerSec: naive },
    { name: 'recordHash(path) with CityHash64 cache hits', opsPerSec: pathHash },
  ];
}
