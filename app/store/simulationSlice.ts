/**
 * Simulation slice: seed, virtual time, play state and speed, and what runs the simulation
 * (nothing yet = static mode, the in-process engine, or Web Workers). Written by the page's
 * session (app/runtime/page.ts).
 */
import type { ScenarioFile, Us } from '../../engine/index.ts';
import { DEFAULT_SEED } from '../viewmodel/urlState.ts';
import type { RuntimeInfo } from '../runtime/pageRun.ts';
import type { SharedViolation } from '../viewmodel/shareState.ts';
import type { SliceSet } from './sliceSet.ts';

/** A run's latency settings as a scenario file has them (a chaos repro turns jitter off). */
export type RunLatency = NonNullable<ScenarioFile['latency']>;

export interface SimulationSlice {
  readonly seed: number;
  /** The latency the run uses; undefined is the engine's default (with jitter). */
  readonly latency: RunLatency | undefined;
  /** The violation a chaos link reported for this run (highlighted in the log and the story), or null. */
  readonly violation: SharedViolation | null;
  /** Scenario name from the URL or the picker (a file in public/scenarios/), or null. */
  readonly scenario: string | null;
  readonly timeUs: Us;
  readonly playing: boolean;
  /** Virtual time per wall time: 1 = real time, 0.01 (default) = 100× slow motion so hops are visible. */
  readonly speed: number;
  readonly runtime: RuntimeInfo;
  setSeed(seed: number): void;
  setLatency(latency: RunLatency | undefined): void;
  setViolation(violation: SharedViolation | null): void;
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
    latency: undefined,
    violation: null,
    scenario: null,
    timeUs: 0,
    playing: false,
    speed: 0.01,
    runtime: { kind: 'static' },
    setSeed: (seed) => set({ seed }),
    setLatency: (latency) => set({ latency }),
    setViolation: (violation) => set({ violation }),
    setScenario: (scenario) => set({ scenario }),
    setTime: (timeUs) => set({ timeUs }),
    setPlaying: (playing) => set({ playing }),
    setSpeed: (speed) => {
      if (Number.isFinite(speed) && speed > 0) set({ speed });
    },
    setRuntime: (runtime) => set({ runtime }),
  };
}
