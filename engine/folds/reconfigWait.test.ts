import { describe, expect, it } from 'vitest';
import { createClusterSimulation } from '../cluster.ts';
import { loadPreset } from '../presets.ts';
import { reversedGroup } from '../subsystems/distconf/targets.ts';
import { staticNodesOf } from '../subsystems/distconf/module.ts';
import { initLiveConfig, liveConfigFold } from './liveConfig.ts';
import { clusterStatusFold } from './clusterStatus.ts';
import { reconfigWait, type SentReconfig } from './reconfigWait.ts';

const S = 1_000_000;

/** mirror-3-dc, a move started from the first static node (n1, rack dc1-r1) at 0.1 s. */
function run() {
  const { topology, config } = loadPreset('mirror-3-dc');
  const sim = createClusterSimulation({ topology, config, seed: 1 });
  const home = staticNodesOf(config)[0]!;
  const target = reversedGroup(config.statestorage.ringGroups[0]!);
  sim.schedule(S / 10, {
    kind: 'reconfig.start',
    node: home,
    subsystem: 'statestorage',
    target,
    pauseMs: 6000,
  });
  const sent: SentReconfig = { kind: 'start', node: home, atUs: S / 10 };
  const at = (us: number) => {
    sim.runUntilSync(us);
    const world = { topology, config };
    const live = initLiveConfig(config, topology.nodes);
    const status = clusterStatusFold.init(world);
    for (const e of sim.trace.events) {
      liveConfigFold.step(live, e);
      clusterStatusFold.step(status, e);
    }
    return reconfigWait(live, sent, us, topology, (n) => status.nodes.has(n));
  };
  return { sim, at, topology };
}

describe('why the four-step move waits', () => {
  it('waits for the first root, then for step 1 pause, and names a down stepper node and its rack', () => {
    const { sim, at } = run();
    expect(at(S / 2)).toEqual({ kind: 'root' });
    expect(at(3 * S)).toMatchObject({ kind: 'pause', step: 2 });
    sim.schedule(3 * S, { kind: 'rack.down', rack: 'dc1-r1' });
    expect(at(4 * S)).toEqual({ kind: 'stepperDown', node: 1, rack: 'dc1-r1' });
    sim.schedule(12 * S, { kind: 'rack.up', rack: 'dc1-r1' });
    expect(at(13 * S)).toEqual({ kind: 'stepperLost', node: 1 });
  });

  it('says nothing once the move is done', () => {
    const { at } = run();
    expect(at(30 * S)).toBeNull();
  });
});
