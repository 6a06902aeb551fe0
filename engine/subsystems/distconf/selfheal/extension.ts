/** SelfHeal as a distconf extension: its actor runs on the root; it adds two root commands. */
import type { DistconfExtension } from '../extension.ts';
import { selfHealBehaviour } from './actor.ts';
import { configReassignEntry, decommissionEntry, selfHealEnableEntry } from './commands.ts';
import { SELFHEAL_EVENTS } from './events.ts';
import { SELFHEAL_SERVICE, SELFHEAL_TYPE } from './names.ts';

export const selfHealExtension: DistconfExtension = {
  id: 'selfheal',
  behaviours: [selfHealBehaviour],
  commands: [configReassignEntry, selfHealEnableEntry, decommissionEntry],
  rootServices: [{ id: SELFHEAL_SERVICE, type: SELFHEAL_TYPE }],
  events: SELFHEAL_EVENTS,
};
