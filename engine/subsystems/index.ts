import type { NodeCommand } from '../kernel/commands.ts';
import type { SubsystemModule } from '../kernel/subsystem.ts';
import { statestorageModule } from './statestorage/index.ts';
import { boardModule } from './board/index.ts';
import { schemeboardModule } from './schemeboard/index.ts';

/** Every subsystem the node runtime boots, in a fixed order (boot order is part of determinism). */
export const MODULES: readonly SubsystemModule[] = [statestorageModule, boardModule, schemeboardModule];

/** Service that receives a node command (`cmd` message) on the command's node. */
export function commandService(kind: NodeCommand['kind']): string {
  const m = MODULES.find((mod) => mod.commandKinds.includes(kind));
  if (!m) throw new Error(`no subsystem handles command '${kind}'`);
  return m.commandService;
}
