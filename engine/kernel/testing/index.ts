/** Test-only behaviours, registered through SimulationOptions.extraBehaviours (never in a subsystem). */
import type { AnyBehaviour } from '../actor.ts';
import { flooder } from './flooder.ts';
import { bomber, refuser, spawner, thrower, watcher } from './misc.ts';
import { pinger, ponger } from './pingpong.ts';
import { ticker } from './ticker.ts';

export const TESTING_BEHAVIOURS: readonly AnyBehaviour[] = [
  pinger,
  ponger,
  ticker,
  flooder,
  thrower,
  watcher,
  spawner,
  bomber,
  refuser,
];

export type { RefuserArgs } from './misc.ts';
export { EMPTY_CONFIG } from './topology.ts';
