import { describe, expect, it } from 'vitest';
import { loadPreset } from '../presets.ts';
import type { Command } from '../subsystems/unions.ts';
import { generateBlobWrites, generateDiskFaults, withDiskFaults } from './disk-faults.ts';
import { DEFAULT_TIMING as T, type ChaosMode, type Episode, type FaultPlan } from './types.ts';

const { topology } = loadPreset('bridge-2-piles');
const pileOf = new Map(topology.nodes.map((n) => [n.id, n.pile]));
const seeds = Array.from({ length: 60 }, (_, i) => i + 1);
const lost = (e: Episode) =>
  e.commands.flatMap((c) => (c.command.kind === 'disk.lose' ? [c.command.node] : []));

/** Replays drive commands: the drives still lost at the end. */
function leftLost(cmds: readonly { command: Command }[]): number[] {
  const out = new Set<number>();
  for (const { command: c } of cmds)
    if (c.kind === 'disk.lose') out.add(c.node);
    else if (c.kind === 'disk.restore') out.delete(c.node);
  return [...out];
}

describe('disk faults in the bridge chaos mix', () => {
  it('are drawn from the seed: the same seed, the same schedule', () => {
    expect(generateDiskFaults(7, 'within', topology, T)).toEqual(
      generateDiskFaults(7, 'within', topology, T),
    );
  });

  it.each(['within', 'beyond'] as ChaosMode[])(
    '%s: every drive is restored by the fault period end',
    (mode) => {
      for (const seed of seeds) {
        const eps = generateDiskFaults(seed, mode, topology, T);
        expect(eps.length).toBeGreaterThan(0);
        for (const e of eps) {
          expect(e.startUs).toBeGreaterThanOrEqual(T.faultStartUs);
          expect(e.endUs).toBeLessThanOrEqual(T.faultEndUs);
          // drives do not take nodes down or replicas away: nothing charged to StateStorage's budget
          expect(e.racks).toEqual([]);
        }
        expect(leftLost(eps.flatMap((e) => e.commands))).toEqual([]);
      }
    },
  );

  it('draw both a lost VDisk and a pile losing every drive', () => {
    const kinds = new Set(
      seeds.flatMap((s) => generateDiskFaults(s, 'within', topology, T).map((e) => e.kind)),
    );
    expect([...kinds].sort()).toEqual(['pile.disks.lost', 'vdisk.lost']);
    const pile = seeds
      .flatMap((s) => generateDiskFaults(s, 'within', topology, T))
      .find((e) => e.kind === 'pile.disks.lost')!;
    const piles = new Set(lost(pile).map((n) => pileOf.get(n)));
    expect(piles.size).toBe(1);
    expect(lost(pile)).toHaveLength(topology.nodes.filter((n) => piles.has(n.pile)).length);
  });

  it('within: at most one pile loses storage at a time', () => {
    for (const seed of seeds) {
      const eps = generateDiskFaults(seed, 'within', topology, T);
      for (const [i, a] of eps.entries())
        for (const b of eps.slice(i + 1)) {
          if (!(a.startUs < b.endUs && b.startUs < a.endUs)) continue;
          const pa = new Set(lost(a).map((n) => pileOf.get(n)));
          expect(lost(b).some((n) => pa.has(pileOf.get(n)))).toBe(false);
          expect(a.kind === 'pile.disks.lost' && b.kind === 'pile.disks.lost').toBe(false);
        }
    }
  });

  it('join a fault plan in time order without touching its other episodes', () => {
    const plan: FaultPlan = {
      mode: 'within',
      episodes: [],
      commands: [{ atUs: T.faultEndUs, command: { kind: 'net.healAll' } }],
      peakRacks: [],
      peakWithin: true,
    };
    const eps = generateDiskFaults(3, 'within', topology, T);
    const merged = withDiskFaults(plan, eps);
    expect(merged.episodes).toEqual(eps);
    const at = merged.commands.map((c) => c.atUs);
    expect(at).toEqual([...at].sort((a, b) => a - b));
    expect(merged.commands.at(-1)?.command.kind).toBe('net.healAll');
    expect(withDiskFaults(plan, [])).toBe(plan);
  });
});

describe('blob writes in the bridge chaos mix', () => {
  it('go through nodes of both piles, inside the run', () => {
    const writes = seeds.flatMap((s) => generateBlobWrites(s, topology, T));
    const piles = new Set(
      writes.map((w) => (w.command.kind === 'dsproxy.put' ? pileOf.get(w.command.node) : '')),
    );
    expect([...piles].sort()).toEqual(['A', 'B']);
    for (const w of writes) {
      expect(w.atUs).toBeGreaterThanOrEqual(T.faultStartUs);
      expect(w.atUs).toBeLessThanOrEqual(T.endUs - 2_000_000);
    }
  });
});
