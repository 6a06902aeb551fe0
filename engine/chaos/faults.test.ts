import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analyzeAvailability } from '../model/quorum/availability.ts';
import { configTolerance } from '../model/quorum/tolerance.ts';
import type { Command } from '../subsystems/unions.ts';
import { loadPreset } from '../presets.ts';
import { failureBudget, withinTolerance } from './budget.ts';
import { chargedAt, generateFaults, LATE_US, type FaultOptions } from './faults.ts';
import { DEFAULT_TIMING, type ChaosMode } from './types.ts';

const presets = ['single-dc-8-racks', 'mirror-3-dc'].map((name) => {
  const p = loadPreset(name);
  return {
    name,
    ...p,
    budget: failureBudget(p.topology, configTolerance(p.topology, p.config)),
    nodes: p.topology.nodes.map((n) => n.id),
  };
});
const T = DEFAULT_TIMING;
const plan = (i: number, seed: number, mode: ChaosMode, o: FaultOptions = {}) => {
  const p = presets[i]!;
  return { p, f: generateFaults(seed, mode, p.budget, p.nodes, T, o) };
};
const seedArb = fc.integer({ min: 0, max: 2 ** 31 });
const presetArb = fc.integer({ min: 0, max: presets.length - 1 });

/** Replays the fault commands on a model of node status and cuts; returns what is still broken. */
function leftBroken(cmds: readonly { atUs: number; command: Command }[], p: (typeof presets)[0]): string[] {
  const down = new Set<number>();
  let cuts = 0;
  let extras = 0;
  let loss = 0;
  let duplicate = 0;
  const nodesOf = (racks: readonly string[]) => racks.flatMap((r) => p.budget.nodesOfRack.get(r) ?? []);
  for (const { command: c } of cmds) {
    if (c.kind === 'rack.down') nodesOf([c.rack]).forEach((n) => down.add(n));
    else if (c.kind === 'rack.up') nodesOf([c.rack]).forEach((n) => down.delete(n));
    else if (c.kind === 'dc.down') nodesOf(p.budget.racksOfDc.get(c.dc) ?? []).forEach((n) => down.add(n));
    else if (c.kind === 'dc.up') nodesOf(p.budget.racksOfDc.get(c.dc) ?? []).forEach((n) => down.delete(n));
    else if (c.kind === 'link.cut') cuts++;
    else if (c.kind === 'link.heal') cuts--;
    else if (c.kind === 'link.delay') extras += c.extraUs > 0 ? 1 : -1;
    else if (c.kind === 'net.loss') loss = c.probability;
    else if (c.kind === 'net.duplicate') duplicate = c.probability;
  }
  return [
    ...(down.size ? [`down ${[...down].join(',')}`] : []),
    ...(cuts ? [`${cuts} cuts`] : []),
    ...(extras ? ['delay'] : []),
    ...(loss ? ['loss'] : []),
    ...(duplicate ? ['duplicate'] : []),
  ];
}

describe('fault schedules', () => {
  it('within: at every moment the charged racks are within tolerance', () => {
    fc.assert(
      fc.property(presetArb, seedArb, (i, seed) => {
        const { p, f } = plan(i, seed, 'within');
        expect(f.peakWithin).toBe(true);
        for (const e of f.episodes)
          expect(withinTolerance(p.budget, chargedAt(f.episodes, e.startUs)), e.label).toBe(true);
      }),
      { numRuns: 300, seed: 1 },
    );
  });

  it('every mode heals everything by faultEndUs, restarts included', () => {
    fc.assert(
      fc.property(
        presetArb,
        seedArb,
        fc.constantFrom<ChaosMode>('within', 'beyond', 'beyond-crash'),
        (i, seed, mode) => {
          const { p, f } = plan(i, seed, mode);
          expect(f.episodes.length).toBeGreaterThan(0);
          for (const c of f.commands) expect(c.atUs).toBeLessThanOrEqual(T.faultEndUs);
          for (const e of f.episodes) {
            expect(e.startUs).toBeGreaterThanOrEqual(T.faultStartUs);
            expect(e.endUs).toBeLessThanOrEqual(T.faultEndUs);
            for (const c of e.commands)
              if (c.command.kind === 'node.restart')
                expect(c.atUs + c.command.downForUs).toBeLessThanOrEqual(e.endUs);
          }
          expect(
            leftBroken(
              f.commands.filter((c) => c.command.kind !== 'net.healAll'),
              p,
            ),
          ).toEqual([]);
        },
      ),
      { numRuns: 300, seed: 2 },
    );
  });

  it('beyond: exceeds the tolerance, but the racks that lose state stay within it', () => {
    fc.assert(
      fc.property(presetArb, seedArb, (i, seed) => {
        const { p, f } = plan(i, seed, 'beyond');
        expect(f.peakWithin).toBe(false);
        const crashing = f.episodes.filter((e) => e.losesState);
        for (const e of crashing)
          expect(withinTolerance(p.budget, chargedAt(crashing, e.startUs))).toBe(true);
      }),
      { numRuns: 300, seed: 3 },
    );
  });

  it('beyond-crash: more racks lose their state than tolerated', () => {
    for (let seed = 1; seed <= 50; seed++) {
      const { p, f } = plan(seed % 2, seed, 'beyond-crash');
      const crashing = f.episodes.filter((e) => e.losesState);
      expect(crashing.some((e) => !withinTolerance(p.budget, chargedAt(crashing, e.startUs)))).toBe(true);
    }
  });

  it('the beyond peak really loses quorum for some records (checked with the quorum model)', () => {
    for (let seed = 1; seed <= 20; seed++) {
      const { p, f } = plan(seed % 2, seed, 'beyond');
      const down = f.peakRacks.flatMap((r) => p.budget.nodesOfRack.get(r) ?? []);
      const rows = analyzeAvailability(p.config, down, { samples: 2000 });
      expect(Math.min(...rows.map((r) => r.readShare)), `seed ${seed} ${f.peakRacks.join(',')}`).toBeLessThan(
        1,
      );
    }
  });

  it('late faults and extra kinds: within tolerance, healed by the end, the main schedule unchanged', () => {
    const modes = fc.constantFrom<ChaosMode>('within', 'beyond', 'beyond-crash');
    let late = 0;
    const kinds = new Set<string>();
    fc.assert(
      fc.property(presetArb, seedArb, modes, fc.boolean(), (i, seed, mode, extraFaults) => {
        const { p, f } = plan(i, seed, mode, { late: true, extraFaults });
        if (!extraFaults) {
          // The late stream only adds episodes after faultEndUs.
          const classic = plan(i, seed, mode).f;
          expect(f.episodes.filter((e) => e.startUs < T.faultEndUs)).toEqual(classic.episodes);
        }
        for (const e of f.episodes) {
          kinds.add(e.kind);
          expect(e.endUs).toBeLessThanOrEqual(T.endUs);
          if (e.startUs >= T.endUs - LATE_US) late++;
        }
        for (const c of f.commands) expect(c.atUs).toBeLessThanOrEqual(T.endUs);
        if (mode === 'within')
          for (const e of f.episodes)
            expect(withinTolerance(p.budget, chargedAt(f.episodes, e.startUs)), e.label).toBe(true);
        if (mode === 'beyond') {
          const crashing = f.episodes.filter((e) => e.losesState);
          for (const e of crashing)
            expect(withinTolerance(p.budget, chargedAt(crashing, e.startUs))).toBe(true);
        }
        const rest = f.commands.filter((c) => c.command.kind !== 'net.healAll');
        expect(leftBroken(rest, p)).toEqual([]);
      }),
      { numRuns: 300, seed: 4 },
    );
    expect(late).toBeGreaterThan(200);
    expect(kinds).toContain('one-way');
    expect(kinds).toContain('duplicate');
  });

  it('the classic mix never draws the extra kinds', () => {
    for (let seed = 1; seed <= 100; seed++)
      for (const e of plan(seed % 2, seed, 'within', { late: true }).f.episodes)
        expect(['one-way', 'duplicate']).not.toContain(e.kind);
  });

  it('one seed gives one schedule; another seed another', () => {
    expect(plan(0, 42, 'within').f).toEqual(plan(0, 42, 'within').f);
    const labels = (seed: number) =>
      plan(1, seed, 'within')
        .f.episodes.map((e) => e.label)
        .join(';');
    expect(new Set([1, 2, 3, 4, 5].map(labels)).size).toBe(5);
  });
});
