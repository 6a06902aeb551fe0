import { describe, expect, it } from 'vitest';
import { cluster, flat, groups } from '../../../model/reconfig/testing.ts';
import { abortRun, onStepResult, onWakeup, startRun, type RunEffect, type RunPlan } from './runner.ts';

const G1 = flat([1, 2, 3, 4, 5, 6, 7, 8], 5);
const G2 = { ...flat([1, 3, 5, 7, 8, 9, 10, 11], 5), actorIdOffset: 4 };
const FULL: RunPlan = {
  kind: 'FULL',
  start: cluster(groups(G1)),
  targets: { statestorage: [G2], board: [G2] },
  pilesCount: 0,
};
const ONE: RunPlan = {
  kind: 'ONE_NODE',
  from: 3,
  to: 9,
  subsystems: ['statestorage', 'board', 'schemeboard'],
};

const sends = (effects: RunEffect[]) => effects.filter((e) => e.kind === 'send');

/** Drives a run where every step is acknowledged before its wakeup. */
function happy(plan: RunPlan) {
  const { state, effects } = startRun(plan, 5_000_000);
  const all = [...effects];
  for (let guard = 0; guard < 10 && state.status === 'running'; guard++) {
    onStepResult(state, state.step, true, '');
    all.push(...onWakeup(state, state.step));
  }
  return { state, all };
}

describe('SelfHeal run', () => {
  it('FULL: four config.replace commands w apart, then OK', () => {
    const { state, all } = happy(FULL);
    expect(state.status).toBe('ok');
    const ops = sends(all);
    expect(ops).toHaveLength(4);
    expect(
      all.filter((e) => e.kind === 'wake').every((e) => e.kind === 'wake' && e.afterUs === 5_000_000),
    ).toBe(true);
    const first = ops[0];
    expect(
      first?.kind === 'send' && first.op.kind === 'config.replace' && first.op.statestorage?.ringGroups,
    ).toEqual([G1, { ...G2, writeOnly: true }]);
    expect(first?.kind === 'send' && 'schemeboard' in first.op).toBe(false);
    const last = ops[3];
    expect(last?.kind === 'send' && last.op.kind === 'config.replace' && last.op.board?.ringGroups).toEqual([
      G2,
    ]);
  });

  it('ONE_NODE: DisableRing first, then the reassignment; 2 commits', () => {
    const { state, all } = happy(ONE);
    expect(state.status).toBe('ok');
    expect(
      sends(all).map((e) => e.kind === 'send' && e.op.kind === 'config.reassign' && e.op.disableRing),
    ).toEqual([true, false]);
  });

  it('S5: a step not acknowledged by its wakeup ends the run; the config stays at the last committed step', () => {
    const { state } = startRun(FULL, 5_000_000);
    onStepResult(state, 1, true, '');
    expect(sends(onWakeup(state, 1))).toHaveLength(1);
    expect(onWakeup(state, 2)).toEqual([
      { kind: 'finished', status: 'error', reason: 'Previous reconfiguration step not finished yet.' },
    ]);
    expect(state.step).toBe(2);
    expect(onStepResult(state, 2, true, '')).toEqual([]);
  });

  it('a refused step ends the run with its reason', () => {
    const { state } = startRun(ONE, 5_000_000);
    expect(onStepResult(state, 1, false, 'StateStorage From node not found')).toEqual([
      { kind: 'finished', status: 'error', reason: 'StateStorage From node not found' },
    ]);
    expect(onWakeup(state, 1)).toEqual([]);
  });

  it('S8: aborted on root loss; nothing happens afterwards', () => {
    const { state } = startRun(FULL, 5_000_000);
    onStepResult(state, 1, true, '');
    onWakeup(state, 1);
    expect(abortRun(state, 'distconf root lost')).toEqual([
      { kind: 'finished', status: 'error', reason: 'distconf root lost' },
    ]);
    expect(onWakeup(state, 2)).toEqual([]);
    expect(abortRun(state, 'again')).toEqual([]);
  });

  it('S6: the step wait is clamped', () => {
    expect(startRun(FULL, 0).state.waitUs).toBe(60_000_000);
    expect(startRun(FULL, 600_000_000).state.waitUs).toBe(60_000_000);
  });
});
