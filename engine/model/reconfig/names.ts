import type { Subsystem } from '../config/types.ts';
import { assertNever } from '../../util/assert.ts';

/** The subsystem's name in distconf's messages (`#NAME` of the `PROCESS`/`F` macros in invoke_ss). */
export function ydbSubsystemName(subsystem: Subsystem): string {
  switch (subsystem) {
    case 'statestorage':
      return 'StateStorage';
    case 'board':
      return 'StateStorageBoard';
    case 'schemeboard':
      return 'SchemeBoard';
    default:
      return assertNever(subsystem, 'subsystem');
  }
}
