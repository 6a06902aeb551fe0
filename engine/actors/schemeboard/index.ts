import type { SubsystemModule } from '../subsystem.ts';

/** Placeholder until this subsystem's actors land: registers its command service and kinds only. */
export const schemeboardModule: SubsystemModule = {
  name: 'schemeboard',
  behaviours: [],
  commandService: 'sb-agent',
  commandKinds: ['schemeboard.subscribe', 'schemeshard.boot', 'schema.change'],
  bootstrap() {},
};
