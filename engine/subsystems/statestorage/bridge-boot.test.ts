import { describe, expect, it } from 'vitest';
import { loadPreset } from '../../presets.ts';
import { applyClusterState } from '../../model/bridge/ringgroups.ts';
import type { ClusterState } from '../../model/bridge/state.ts';
import { bridgeBootRefusal, handoffTarget, tabletPileRole } from './bridge-boot.ts';

const { topology, config } = loadPreset('bridge-2-piles');
const names = topology.piles.map((p) => p.id);
const a = topology.nodes.find((n) => n.pile === names[0])!.id;
const b = topology.nodes.find((n) => n.pile === names[1])!.id;
const world = (state?: ClusterState) => ({
  topology,
  config: state ? applyClusterState(config, state, names) : config,
  seed: 0,
});
const at = (primary: number, promoted: number, perPile = ['SYNCHRONIZED', 'SYNCHRONIZED']) =>
  world({ perPile: perPile as ClusterState['perPile'], primary, promoted, generation: 1 });

describe('bridge-boot: tablets only in the PRIMARY or PROMOTED pile', () => {
  it('before any committed state the first pile runs tablets and the other hands them over', () => {
    expect(tabletPileRole(world(), a)).toEqual({ kind: 'allowed', pile: names[0] });
    expect(bridgeBootRefusal(world(), b)).toMatch(/pile B is not PRIMARY or PROMOTED \(A\)/);
    expect(handoffTarget(world(), b)).toEqual({ to: a, pile: names[0] });
  });

  it('during a switchover the primary is demoted but still allowed, the promoted pile allowed', () => {
    expect(tabletPileRole(at(0, 1), a)).toEqual({ kind: 'demoted', pile: 'A', promoted: 'B' });
    expect(tabletPileRole(at(0, 1), b)).toEqual({ kind: 'allowed', pile: 'B' });
    expect(handoffTarget(at(0, 1), a, 'B')).toMatchObject({ pile: 'B' });
  });

  it('after the switchover the old primary refuses and hands over to the new one', () => {
    expect(tabletPileRole(at(1, 1), a)).toMatchObject({ kind: 'refused' });
    expect(handoffTarget(at(1, 1), a)).toMatchObject({ pile: 'B' });
  });

  it('a DISCONNECTED pile reaches no Bootstrapper elsewhere: nothing starts', () => {
    const w = at(1, 1, ['DISCONNECTED', 'SYNCHRONIZED']);
    expect(tabletPileRole(w, a)).toMatchObject({ kind: 'refused' });
    expect(handoffTarget(w, a)).toEqual({
      to: null,
      reason: 'pile A is DISCONNECTED: no Bootstrapper of another pile is reachable',
    });
  });

  it('outside bridge mode every node may start tablets', () => {
    const plain = loadPreset('mirror-3-dc');
    expect(tabletPileRole({ ...plain, seed: 0 }, 1)).toBeNull();
  });
});
