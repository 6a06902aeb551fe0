import type { SubsystemModule } from '../subsystem.ts';

/** Placeholder until this subsystem's actors land: registers its command service and kinds only. */
export const boardModule: SubsystemModule = {
  name: 'board',
  behaviours: [],
  commandService: 'board-agent',
  commandKinds: ['board.publish', 'board.unpublish', 'board.subscribe'],
  bootstrap() {},
};
