/**
 * Simulation slice: seed, virtual time, play state and speed, and what runs the simulation
 * (nothing yet = static mode, the in-process engine, or Web Workers). Written by the page's
 * session (app/runtime/page.ts).
 */
import type { Us } from '../../engine/index.ts';
import { DEFAULT_SEED } from '../viewmodel/urlState.ts';
import type { RuntimeInfo } from '../runtime/pageRun.ts';
import type { SliceSet } from './sliceSet.ts';

export interface SimulationSlice {
  readonly seed: number;
  /** Scenario name from the URL or the picker (a file in public/scenarios/), or null. */
  readonly scenario: string | null;
  readonly timeUs: Us;
  readonly playing: boolean;
  /** Virtual time per wall time: 1 = real time, 0.01 (default) = 100× slow motion so hops are visible. */
  readonly speed: number;
  readonly runtime: RuntimeInfo;
  setSeed(seed: number): void;
  setScenario(name: string | null): void;
  setTime(timeUs: Us): void;
  setPlaying(playing: boolean): void;
  /** Ignores anything but a finite positive speed. */
  setSpeed(speed: number): void;
  setRuntime(runtime: RuntimeInfo): void;
}

export function createSimulationSlice(set: SliceSet<SimulationSlice>): SimulationSlice {
  return {
    seed: DEFAULT_SEED,
    scenario: null,
    timeUs: 0,
    playing: false,
    speed: 0.01,
    runtime: { kind: 'static' },
    setSeed: (seed) => set({ seed }),
    setScenario: (scenario) => set({ scenario }),
    setTime: (timeUs) => set({ timeUs }),
    setPlaying: (playing) => set({ playing }),
    setSpeed: (speed) => {
      if (Number.isFinite(speed) && speed > 0) set({ speed });
    },
    setRuntime: (runtime) => set({ runtime }),
  };
}
