import type { SubsystemModule } from '../subsystem.ts';

/** Placeholder until this subsystem's actors land: registers its command service and kinds only. */
export const statestorageModule: SubsystemModule = {
  name: 'statestorage',
  behaviours: [],
  commandService: 'ss-agent',
  commandKinds: ['tablet.boot', 'tablet.kill', 'tablet.request', 'follower.boot'],
  bootstrap() {},
};
