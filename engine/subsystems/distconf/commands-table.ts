/** The root command table of this build: config.replace and the registered extensions' commands. */
import { DISTCONF_EXTENSIONS } from './registry.ts';
import { rootCommandTable } from './table.ts';

export const ROOT_COMMANDS = rootCommandTable(DISTCONF_EXTENSIONS);
