import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { configTolerance } from '../model/quorum/tolerance.ts';
import { loadPreset } from '../presets.ts';
import { initialClusterState, type ClusterState } from '../model/bridge/state.ts';
import { planAdminCommand } from '../model/bridge/commands.ts';
import { nextAutoTransition } from '../model/bridge/auto.ts';
import { toAdminCommand, type BridgeCommand } from '../subsystems/distconf/bridge/commands.ts';
import { failureBudget } from './budget.ts';
import { generateBridgeCommands } from './bridge-workload.ts';
import { generateFaults } from './faults.ts';
import { DEFAULT_TIMING, type ChaosMode } from './types.ts';

const p = loadPreset('bridge-2-piles');
const budget = failureBudget(p.topology, configTolerance(p.topology, p.config));
const nodes = p.topology.nodes.map((n) => n.id);
const PILES = p.topology.piles.map((x) => x.id);
const pileOf = new Map(p.topology.nodes.map((n) => [n.id, n.pile]));

function plan(seed: number, mode: ChaosMode) {
  const faults = generateFaults(seed, mode, budget, nodes, DEFAULT_TIMING);
  return { faults, bridge: generateBridgeCommands(seed, p.topology, faults, DEFAULT_TIMING) };
}

/** Replays the commands on the pure model as if each committed at once, auto transitions included. */
function replay(cmds: readonly BridgeCommand[]): { state: ClusterState; refused: BridgeCommand[] } {
  let state = initialClusterState(PILES.length);
  const refused: BridgeCommand[] = [];
  for (const c of cmds) {
    const v = planAdminCommand(state, toAdminCommand(c, PILES), PILES);
    if (!v.ok) {
      refused.push(c);
      continue;
    }
    state = v.state;
    for (let auto = nextAutoTransition(state, facts); auto; auto = nextAutoTransition(state, facts))
      state = auto.state;
  }
  return { state, refused };
}
const facts = { hasNodeQuorum: () => true, syncFinishedAt: () => undefined };

const seedArb = fc.integer({ min: 0, max: 2 ** 31 });
const modeArb = fc.constantFrom<ChaosMode>('within', 'beyond');

describe('chaos bridge commands', () => {
  it('go to one primary-pile node, never while a fault touches it', () => {
    fc.assert(
      fc.property(seedArb, modeArb, (seed, mode) => {
        const { faults, bridge } = plan(seed, mode);
        const used = new Set(bridge.commands.map((c) => (c.command as { node: number }).node));
        expect(used.size).toBe(1);
        const [node] = used;
        expect(pileOf.get(node!)).toBe(PILES[0]);
        for (const { atUs } of bridge.commands)
          expect(
            faults.episodes.some(
              (e) => e.startUs <= atUs && atUs < e.endUs + 500_000 && e.nodes.includes(node!),
            ),
          ).toBe(false);
      }),
      { numRuns: 60 },
    );
  });

  it('accepted in order, leave pile A primary and B back; the refused actions are refused', () => {
    fc.assert(
      fc.property(seedArb, modeArb, (seed, mode) => {
        const { bridge } = plan(seed, mode);
        const cmds = bridge.commands.map((c) => c.command as BridgeCommand);
        const { state, refused } = replay(cmds);
        expect(state.primary).toBe(0);
        expect(state.promoted).toBe(0);
        expect(state.perPile[1]).not.toBe('DISCONNECTED');
        // the commands of `refused` actions: raw switches, a rejoin of A, --new-primary naming B
        const meantToFail = cmds.filter(
          (c) =>
            c.kind === 'bridge.switch' ||
            (c.kind === 'bridge.rejoin' && c.pile === PILES[0]) ||
            (c.kind === 'bridge.failover' && c.newPrimary !== undefined),
        );
        expect(meantToFail).toHaveLength(bridge.actions.filter((a) => a === 'refused').length);
        for (const c of meantToFail) expect(refused).toContain(c);
      }),
      { numRuns: 60 },
    );
  });

  it('mixes switchovers, failovers, takedowns and refused commands over the seeds', () => {
    const seen = new Set<string>();
    for (let seed = 1; seed <= 40; seed++) for (const a of plan(seed, 'within').bridge.actions) seen.add(a);
    expect([...seen].sort()).toEqual(['failover', 'refused', 'switchover', 'takedown']);
  });

  it('is a function of the seed', () => {
    expect(plan(7, 'within').bridge).toEqual(plan(7, 'within').bridge);
  });
});
