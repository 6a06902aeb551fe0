/** Builds a Simulation with the test behaviours registered (for runtime and subsystem tests). */
import { Simulation, type SimulationOptions } from '../simulation.ts';
import type { ServiceSpec } from '../nodestate.ts';
import type { FaultCommand } from '../faults.ts';
import type { AnyCommand } from '../runstate.ts';
import type { KernelEvent } from '../trace.ts';
import { TESTING_BEHAVIOURS } from './index.ts';
import { EMPTY_CONFIG, testTopology } from './topology.ts';

export function testSim<C extends AnyCommand = FaultCommand>(
  services: readonly ServiceSpec[],
  o: Partial<SimulationOptions> = {},
): Simulation<KernelEvent, C> {
  return new Simulation<KernelEvent, C>({
    topology: o.topology ?? testTopology(3, 3, 3),
    config: o.config ?? EMPTY_CONFIG,
    seed: o.seed ?? 1,
    extraBehaviours: TESTING_BEHAVIOURS,
    extraServices: services,
    ...o,
  });
}

export function notes(sim: Simulation<KernelEvent, AnyCommand>, node?: number): string[] {
  return sim.trace.events
    .filter((e) => e.kind === 'note' && (node === undefined || e.node === node))
    .map((e) => (e.kind === 'note' ? e.text : ''));
}
