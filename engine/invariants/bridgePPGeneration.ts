/**
 * No operation from a stale PPGeneration is executed (bridge-mode docs, "dsproxy-proxy behavior":
 * "operations from stale dsproxy-proxy instances that missed a mode or submode change are not
 * executed"). A VDisk reports every operation it executes (`bridge.vdiskOp`,
 * distconf/bridge/vdiskop.ts), each judged here against the config the committed history gives that
 * VDisk's group at its node's state (committedProxy.ts): an older PPGeneration, or the same one with
 * other modes (a second PRIMARY), is a violation. The report's own stamp of the committed config is
 * not read, so a wrong stamp cannot hide one.
 */
import type { World } from '../kernel/actor.ts';
import { proxyModeText } from '../model/bridge/dsproxy.ts';
import { committedProxy } from './committedProxy.ts';
import type { CheckerFactory, InvariantChecker } from './types.ts';

export const createStalePPGenerationChecker: CheckerFactory = (world: World): InvariantChecker => {
  const names = world.topology.piles.map((p) => p.id);
  const history = committedProxy(world);
  return {
    name: 'bridge-no-stale-ppgeneration-executed',
    observe(e) {
      if (history.observe(e) || e.kind !== 'bridge.vdiskOp') return [];
      const config = history.configOf(e.node);
      const group = config.groups[names.indexOf(e.group)];
      if (!group) return [];
      const groupMode = proxyModeText(group, names);
      const stale =
        e.ppGeneration < group.ppGeneration ||
        (e.ppGeneration === group.ppGeneration && e.mode !== groupMode);
      if (!stale) return [];
      return [
        `n${e.node}'s VDisk of group ${e.group} executed a ${e.op} from PPGeneration ${e.ppGeneration} ` +
          `(${e.mode}), but at the state n${e.node} holds the group's config is PPGeneration ` +
          `${group.ppGeneration} (${groupMode})`,
      ];
    },
  };
};
